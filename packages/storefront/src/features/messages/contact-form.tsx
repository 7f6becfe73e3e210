import { sendContactMessage } from '@dhanya/api';
import { Button, TextArea, TextField, cn } from '@dhanya/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';

export const contactFailedMessage = 'Failed to send message';

type Outcome = { sent: true; message: string } | { sent: false } | null;

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The contact page's form (CONTENT-06, CONTENT-07): name, email and message, all required
 * by the browser's own checks. Success shows the server's answer and clears the fields; a
 * failure keeps them and says "Failed to send message".
 */
export function ContactForm({ className, ...props }: Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'>) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    setSending(true);
    setOutcome(null);
    try {
      const message = await sendContactMessage({
        name: text(values, 'name'),
        email: text(values, 'email'),
        message: text(values, 'message'),
      });
      form.reset();
      setOutcome({ sent: true, message });
    } catch (error) {
      console.error('Contact message failed', error);
      setOutcome({ sent: false });
    } finally {
      setSending(false);
    }
  }

  return (
    <form {...props} onSubmit={submit} className={cn('flex flex-col gap-4', className)}>
      <TextField label="Name" name="name" autoComplete="name" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextArea label="Message" name="message" rows={5} required />
      {/* Present from the start, so screen readers announce the answer when it arrives. */}
      <div role="status">
        {outcome?.sent && (
          <p className="flex items-start gap-2 rounded-card bg-success-soft p-3 text-sm font-medium text-success">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {outcome.message}
          </p>
        )}
      </div>
      {outcome?.sent === false && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-card bg-error-soft p-3 text-sm font-medium text-error"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {contactFailedMessage}
        </p>
      )}
      <Button type="submit" size="lg" loading={sending} className="w-full min-[480px]:w-auto min-[480px]:self-start">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
