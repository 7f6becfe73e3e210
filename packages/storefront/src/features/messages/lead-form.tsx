import { type LeadRequest, sendLead } from '@dhanya/api';
import { FormField, SchemaForm, useLazySchemaForm } from '@dhanya/shell';
import { Button, TextArea, cn, useToast } from '@dhanya/ui';

import { useTexts } from '../../shared/locale';

const blankLead = { name: '', email: '', phone: '', message: '' };
const loadResolver = () => import('./lead-resolver').then((module) => module.leadResolver);

/**
 * The home page's "Get in Touch" form (HOME-35..HOME-39): name and email are required, the
 * email must look like one (the browser checks these first), and the schema the server
 * applies, fetched when the form is first used, names anything else. Success clears every field; a failure keeps them so the
 * visitor can try again.
 */
export function LeadForm({ className, ...props }: Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'>) {
  const { form, preload } = useLazySchemaForm(loadResolver, { defaultValues: blankLead });
  const { toast } = useToast();
  const texts = useTexts().messages;
  const submitting = form.formState.isSubmitting;

  async function send(lead: LeadRequest) {
    try {
      await sendLead(lead);
      form.reset();
      toast({ title: texts.leadSent, tone: 'success' });
    } catch (error) {
      console.error('Lead form failed', error);
      toast({ title: texts.leadFailed, tone: 'error' });
    }
  }

  return (
    <SchemaForm
      {...props}
      form={form}
      onValid={send}
      onFocus={preload}
      className={cn('flex flex-col gap-4', className)}
    >
      <FormField name="name" label={texts.name} autoComplete="name" required />
      <FormField name="email" label={texts.email} type="email" autoComplete="email" required />
      <FormField name="phone" label={texts.phone} type="tel" autoComplete="tel" />
      <FormField as={TextArea} name="message" label={texts.message} rows={4} />
      <Button
        type="submit"
        size="lg"
        loading={submitting}
        className="mt-1 w-full min-[480px]:w-auto min-[480px]:self-start"
      >
        {submitting ? texts.submitting : texts.submit}
      </Button>
    </SchemaForm>
  );
}
