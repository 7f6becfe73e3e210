import { errorMessage, utrRequestSchema } from '@dhanya/api';
import { useSubmitUtr } from '@dhanya/api/swr';
import { FormField, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { Button, FormErrorSummary, useToast } from '@dhanya/ui';
import { useServerWords, useTexts } from '../../shared/locale';

/** The UTR the shopper paid with: checked as 12 digits here and on the server, then sent. */
export function UtrForm({ orderId }: { orderId: string }) {
  const paymentTexts = useTexts().payment;
  const words = useServerWords();
  const form = useSchemaForm(utrRequestSchema, { defaultValues: { utr: '' } });
  const { trigger, isMutating, error } = useSubmitUtr();
  const { toast } = useToast();

  async function send({ utr }: { utr: string }) {
    try {
      await trigger({ orderId, utr });
      toast({ title: paymentTexts.utrSent, tone: 'success' });
    } catch {
      // The form shows why, below.
    }
  }

  return (
    <SchemaForm form={form} onValid={send} noValidate className="flex flex-col gap-3">
      <FormField
        name="utr"
        label={paymentTexts.utrLabel}
        helperText={paymentTexts.utrHelp}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        keepTyped={(typed) => typed.replace(/[^\d\s]/g, '')}
      />
      <FormErrorSummary errors={error ? words(errorMessage(error, paymentTexts.utrSendFailed)) : null} />
      <Button type="submit" loading={isMutating} className="self-start">
        {paymentTexts.utrSubmit}
      </Button>
    </SchemaForm>
  );
}
