import { sendLead } from '@dhanya/api';
import { Button, TextArea, TextField, cn, useToast } from '@dhanya/ui';
import { useState } from 'react';

export const leadSentMessage = 'Message sent successfully!';
export const leadFailedMessage = 'Failed to submit. Please try again.';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The home page's "Get in Touch" form (HOME-35..HOME-39). Only the browser's own checks
 * apply: name and email are required, the email must look like one. Success clears every
 * field; a failure keeps them so the visitor can try again.
 */
export function LeadForm({ className, ...props }: Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'>) {
  const [submitting, setSubmitting] = useState(false);
  const { toast } = useToast();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    setSubmitting(true);
    try {
      await sendLead({
        name: text(values, 'name'),
        email: text(values, 'email'),
        phone: text(values, 'phone'),
        message: text(values, 'message'),
      });
      form.reset();
      toast({ title: leadSentMessage, tone: 'success' });
    } catch (error) {
      console.error('Lead form failed', error);
      toast({ title: leadFailedMessage, tone: 'error' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form {...props} onSubmit={submit} className={cn('flex flex-col gap-4', className)}>
      <TextField label="Name" name="name" autoComplete="name" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />
      <TextArea label="Message" name="message" rows={4} />
      <Button
        type="submit"
        size="lg"
        loading={submitting}
        className="mt-1 w-full min-[480px]:w-auto min-[480px]:self-start"
      >
        {submitting ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  );
}
