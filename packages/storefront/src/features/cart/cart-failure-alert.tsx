import { Button } from '@dhanya/ui';
import { CircleAlert, X } from 'lucide-react';
import { useTexts } from '../../shared/locale';
import type { CartFailure } from './cart-failure';

/** Why the last quantity update or removal did not happen, until the next one or a dismiss. */
export function CartFailureAlert({ failure, onDismiss }: { failure: CartFailure; onDismiss: () => void }) {
  const texts = useTexts().cart;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-card border border-error/40 bg-error-soft p-3 text-sm text-error"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium">{failure.message}</p>
        {failure.detail && <p className="break-words">{failure.detail}</p>}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="-my-1 text-error"
        onClick={onDismiss}
        aria-label={texts.dismissFailure}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
