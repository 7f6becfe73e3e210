import { type Product, errorMessage } from '@dhanya/api';
import { deleteProduct } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { productMessages } from './validate-product';

/**
 * Delete asks "Delete this product?" first (ADMIN-15): `ask` opens the confirmation,
 * `confirm` sends the delete, declining sends nothing. A failure shows the server's
 * message, else "Operation failed" (ADMIN-41).
 */
export function useProductDeletion(onDeleted: (id: string) => void) {
  const [target, setTarget] = useState<Product | null>(null);
  const [open, setOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  async function confirm() {
    if (!target || deletingId) return;
    setOpen(false);
    setDeletingId(target._id);
    try {
      await deleteProduct(target._id, mutate);
      toast({ title: productMessages.deleted, tone: 'success' });
      onDeleted(target._id);
    } catch (error) {
      toast({ title: errorMessage(error, productMessages.failed), tone: 'error' });
    } finally {
      setDeletingId(null);
    }
  }

  return {
    target,
    open,
    deletingId,
    ask: (product: Product) => {
      setTarget(product);
      setOpen(true);
    },
    setOpen,
    confirm,
  };
}
