import { type ContactRequest, contactRequestSchema, sendContactMessage } from '@dhanya/api';
import { FormField, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { Button, TextArea, cn } from '@dhanya/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';

import { useServerWords, useTexts } from '../../shared/locale';

type Outcome = { sent: true; message: string } | { sent: false } | null;

const blankContact = { name: '', email: '', message: '' };

/**
 * The contact page's form (CONTENT-06, CONTENT-07): name, email and message, all required
 * (the browser checks first, then the server's schema). Success shows the server's answer
 * and clears the fields; a failure keeps them and says "Failed to send message".
 */
export function ContactForm({ className, ...props }: Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'>) {
  const form = useSchemaForm(contactRequestSchema, { defaultValues: blankContact });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const texts = useTexts().messages;
  const words = useServerWords();
  const sending = form.formState.isSubmitting;

  async function send(contact: ContactRequest) {
    setOutcome(null);
    try {
      const message = await sendContactMessage(contact);
      form.reset();
      setOutcome({ sent: true, message: words(message) });
    } catch (error) {
      console.error('Contact message failed', error);
      setOutcome({ sent: false });
    }
  }

  return (
    <SchemaForm {...props} form={form} onValid={send} className={cn('flex flex-col gap-4', className)}>
      <FormField name="name" label={texts.name} autoComplete="name" required />
      <FormField name="email" label={texts.email} type="email" autoComplete="email" required />
      <FormField as={TextArea} name="message" label={texts.message} rows={5} required />
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
          {texts.contactFailed}
        </p>
      )}
      <Button type="submit" size="lg" loading={sending} className="w-full min-[480px]:w-auto min-[480px]:self-start">
        {sending ? texts.sending : texts.send}
      </Button>
    </SchemaForm>
  );
}
