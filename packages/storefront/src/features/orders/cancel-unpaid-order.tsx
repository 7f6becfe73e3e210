import { errorMessage } from '@dhanya/api';
import { useCancelMyOrder } from '@dhanya/api/swr';
import { AlertDialog, Button, useToast } from '@dhanya/ui';
import { useState } from 'react';

/**
 * The shopper changed their mind about an order still waiting for its payment: cancelled, its
 * items are on sale again at once (issue 31). Asked first, as it cannot be undone.
 */
export function CancelUnpaidOrder({ orderId }: { orderId: string }) {
  const [confirming, setConfirming] = useState(false);
  const { trigger: cancel, isMutating: cancelling } = useCancelMyOrder();
  const { toast } = useToast();

  async function confirm() {
    try {
      await cancel(orderId);
      toast({ title: 'Order cancelled', tone: 'success' });
    } catch (failure) {
      toast({
        title: 'The order could not be cancelled',
        description: errorMessage(failure, '') || undefined,
        tone: 'error',
      });
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" className="shrink-0" loading={cancelling} onClick={() => setConfirming(true)}>
        Cancel order<span className="sr-only"> #{orderId}</span>
      </Button>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel order #${orderId}?`}
        description="Its items go back on sale. Do not pay for it once it is cancelled."
        labels={{ confirm: 'Cancel order', cancel: 'Keep order' }}
        destructive
        onConfirm={() => void confirm()}
      />
    </>
  );
}
