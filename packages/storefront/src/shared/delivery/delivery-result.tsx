import type { DeliveryCheck } from '@dhanya/api';
import { cn } from '@dhanya/ui';
import { CircleAlert, CircleCheck, Truck } from 'lucide-react';
import type { StorefrontTexts } from '../../locales/en';
import { useTexts } from '../locale';

/** The shop's answer for a pincode, in the page's language (the server's `message` is English). */
function answerText(check: DeliveryCheck, texts: StorefrontTexts['delivery']): string {
  if (!check.delivers) return texts.notServed(check.pincode);
  return check.cod ? texts.withCod(check.pincode) : texts.prepaidOnly(check.pincode);
}

/** What the shop says of a pincode: delivered with cash on delivery, prepaid only, or not at all. */
export function DeliveryResult({
  check,
  checking = false,
  failed = false,
  problem,
  id,
  className,
}: {
  check?: DeliveryCheck | undefined;
  checking?: boolean;
  failed?: boolean;
  /** What is wrong with the pincode typed, before anything is asked. */
  problem?: string | undefined;
  id?: string;
  className?: string;
}) {
  const texts = useTexts().delivery;
  const bad = Boolean(problem) || failed || (check !== undefined && !check.delivers);
  const tone = bad ? 'text-error' : check?.cod ? 'text-success' : 'text-foreground';
  const Icon = bad ? CircleAlert : check?.cod ? CircleCheck : Truck;
  const text = problem ?? (checking ? texts.checking : failed ? texts.failed : check && answerText(check, texts));
  return (
    // Always in the page, so what it says is announced when it changes.
    <p id={id} role="status" className={cn('flex min-h-5 items-start gap-2 text-sm', tone, className)}>
      {text && (problem || !checking) && <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />}
      {text}
    </p>
  );
}
