import { type OrderStatus, errorMessage, orderStatusLabel } from '@dhanya/api';
import { useUpdateOrderStatus } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';

/** Sends an order's new status (ADMIN-43) and says in a toast how it went. */
export function useOrderStatusChange(orderId: string) {
  const { toast } = useToast();
  const { trigger: updateOrderStatus, isMutating } = useUpdateOrderStatus();

  async function change(status: OrderStatus) {
    try {
      await updateOrderStatus({ orderId, status });
      toast({ title: `Order #${orderId} is now ${orderStatusLabel(status)}.`, tone: 'success' });
    } catch (error) {
      toast({ title: errorMessage(error, 'Operation failed'), tone: 'error' });
    }
  }

  return { change, isMutating };
}
