import { type Category, errorMessage } from '@dhanya/api';
import { deleteCategory } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { categoryMessages } from './validate-category';

/**
 * Delete asks first (ADMIN-10): `ask` opens the confirmation, `confirm` sends the delete,
 * declining sends nothing. The server may refuse (a category that still has products): its
 * message is shown (ADMIN-41).
 */
export function useCategoryDeletion(onDeleted: (id: string) => void) {
  const [target, setTarget] = useState<Category | null>(null);
  const [open, setOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  async function confirm() {
    if (!target || deletingId) return;
    setOpen(false);
    setDeletingId(target._id);
    try {
      await deleteCategory(target._id, mutate);
      toast({ title: categoryMessages.deleted, tone: 'success' });
      onDeleted(target._id);
    } catch (error) {
      toast({ title: errorMessage(error, categoryMessages.failed), tone: 'error' });
    } finally {
      setDeletingId(null);
    }
  }

  return {
    target,
    open,
    deletingId,
    ask: (category: Category) => {
      setTarget(category);
      setOpen(true);
    },
    setOpen,
    confirm,
  };
}
