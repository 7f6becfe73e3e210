import { errorMessage } from '@dhanya/api';
import { useCancelMyOrder } from '@dhanya/api/swr';
import { AlertDialog, Button, useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useServerWords, useTexts } from '../../shared/locale';

/**
 * The shopper changed their mind about an order still waiting for its payment: cancelled, its
 * items are on sale again at once (issue 31). Asked first, as it cannot be undone.
 */
export function CancelUnpaidOrder({ orderId }: { orderId: string }) {
  const [confirming, setConfirming] = useState(false);
  const { trigger: cancel, isMutating: cancelling } = useCancelMyOrder();
  const { toast } = useToast();
  const texts = useTexts().orders;
  const words = useServerWords();

  async function confirm() {
    try {
      await cancel(orderId);
      toast({ title: texts.cancelled, tone: 'success' });
    } catch (failure) {
      toast({
        title: texts.cancelFailed,
        description: words(errorMessage(failure, '')) || undefined,
        tone: 'error',
      });
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" className="shrink-0" loading={cancelling} onClick={() => setConfirming(true)}>
        {texts.cancelOrder}
        <span className="sr-only"> #{orderId}</span>
      </Button>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.cancelTitle(orderId)}
        description={texts.cancelText}
        labels={{ confirm: texts.cancelOrder, cancel: texts.keepOrder }}
        destructive
        onConfirm={() => void confirm()}
      />
    </>
  );
}
