import { isPincode } from '@dhanya/api';
import { useDeliveryCheck } from '@dhanya/api/swr';
import { Button, TextField } from '@dhanya/ui';
import { useId, useState, useSyncExternalStore } from 'react';
import { DeliveryResult } from '../../shared/delivery/delivery-result';
import { useTexts } from '../../shared/locale';
import { rememberPincode, rememberedPincode } from '../../shared/delivery/remembered-pincode';

/** The remembered pincode changes only through this form, which keeps its own state. */
const noChanges = () => () => {};

/**
 * "Check delivery" on the product page (issue 15): the shopper's pincode, and whether the
 * shop delivers there and takes cash there. The last pincode checked is remembered.
 */
export function DeliveryCheckForm({ className }: { className?: string }) {
  const headingId = useId();
  const texts = useTexts().delivery;
  const resultId = useId();
  // The server's HTML has no remembered pincode; the browser's first render after hydration has.
  const remembered = useSyncExternalStore(noChanges, rememberedPincode, () => '');
  const [typedText, setTyped] = useState<string>();
  const [checkedText, setChecked] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const typed = typedText ?? remembered;
  const checked = checkedText ?? remembered;
  const { data, error, isLoading } = useDeliveryCheck(checked);

  function check(event: React.FormEvent) {
    event.preventDefault();
    const pincode = typed.replace(/\s+/g, '');
    if (!isPincode(pincode)) {
      setProblem(texts.invalid);
      return;
    }
    setProblem(undefined);
    setChecked(pincode);
    rememberPincode(pincode);
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-2 text-base font-semibold text-foreground">
        {texts.heading}
      </h2>
      <form onSubmit={check} noValidate className="flex items-end gap-2">
        <TextField
          // The section's heading says what it is for; the field is named for screen readers.
          label={<span className="sr-only">{texts.pincode}</span>}
          placeholder={texts.enterPincode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={resultId}
          className="w-40"
        />
        <Button type="submit" variant="outline">
          {texts.check}
        </Button>
      </form>
      <DeliveryResult
        id={resultId}
        problem={problem}
        check={checked ? data : undefined}
        checking={isLoading}
        failed={Boolean(error)}
        className="mt-2"
      />
    </section>
  );
}
