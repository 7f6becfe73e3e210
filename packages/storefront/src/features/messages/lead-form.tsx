import { type LeadRequest, sendLead } from '@dhanya/api';
import { FormField, SchemaForm, useLazySchemaForm } from '@dhanya/shell';
import { Button, TextArea, cn, useToast } from '@dhanya/ui';

const leadSentMessage = 'Message sent successfully!';
const leadFailedMessage = 'Failed to submit. Please try again.';

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
  const submitting = form.formState.isSubmitting;

  async function send(lead: LeadRequest) {
    try {
      await sendLead(lead);
      form.reset();
      toast({ title: leadSentMessage, tone: 'success' });
    } catch (error) {
      console.error('Lead form failed', error);
      toast({ title: leadFailedMessage, tone: 'error' });
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
      <FormField name="name" label="Name" autoComplete="name" required />
      <FormField name="email" label="Email" type="email" autoComplete="email" required />
      <FormField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <FormField as={TextArea} name="message" label="Message" rows={4} />
      <Button
        type="submit"
        size="lg"
        loading={submitting}
        className="mt-1 w-full min-[480px]:w-auto min-[480px]:self-start"
      >
        {submitting ? 'Submitting...' : 'Submit'}
      </Button>
    </SchemaForm>
  );
}
