import { type LeadRequest, sendLead } from '@dhanya/api';
import { useFirstUseForm } from '@dhanya/shell';
import { Button, TextArea, TextField, cn, useToast } from '@dhanya/ui';

import { useTexts } from '../../shared/locale';

const blankLead = { name: '', email: '', phone: '', message: '' };
const loadResolver = () => import('./lead-resolver').then((module) => module.leadResolver);

/**
 * The home page's "Get in Touch" form (HOME-35..HOME-39): name and email are required, the
 * email must look like one (the browser checks these first), and the schema the server
 * applies names anything else. Its code (react-hook-form, the schema, zod) comes when it is
 * first used, not with the home page (issue 35); nothing typed or sent before then is lost.
 * Success clears every field; a failure keeps them so the visitor can try again.
 */
export function LeadForm({ className, ...props }: Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'>) {
  const { toast } = useToast();
  const texts = useTexts().messages;
  const failed = (error: unknown) => {
    console.error('Lead form failed', error);
    toast({ title: texts.leadFailed, tone: 'error' });
  };
  const { formProps, field, submitting } = useFirstUseForm({
    load: loadResolver,
    blank: blankLead,
    async onValid(lead: LeadRequest, clear) {
      try {
        await sendLead(lead);
        clear();
        toast({ title: texts.leadSent, tone: 'success' });
      } catch (error) {
        failed(error);
      }
    },
    onUnavailable: failed,
  });

  return (
    <form {...props} {...formProps} className={cn('flex flex-col gap-4', className)}>
      <TextField {...field('name')} label={texts.name} autoComplete="name" required />
      <TextField {...field('email')} label={texts.email} type="email" autoComplete="email" required />
      <TextField {...field('phone')} label={texts.phone} type="tel" autoComplete="tel" />
      <TextArea {...field('message')} label={texts.message} rows={4} />
      <Button
        type="submit"
        size="lg"
        loading={submitting}
        className="mt-1 w-full min-[480px]:w-auto min-[480px]:self-start"
      >
        {submitting ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
