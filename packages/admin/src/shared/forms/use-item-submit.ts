import { errorMessage } from '@dhanya/api';
import { type ToastOptions, useToast } from '@dhanya/ui';

type ItemSubmitOptions<Form> = {
  /** The item the form edits; null when it adds one. */
  editingId: string | null;
  /** The mutation hooks' `trigger`s. */
  add: (form: Form) => Promise<unknown>;
  update: (change: { id: string; form: Form }) => Promise<unknown>;
  /** The toasts once it is saved: "Category added", "Category updated". */
  added: string;
  updated: string;
  /** The toast when the server refused or could not be reached; by default its message. */
  failed?: (error: unknown) => Pick<ToastOptions, 'title' | 'description'>;
  onSaved: () => void;
};

const operationFailed = (error: unknown) => ({ title: errorMessage(error, 'Operation failed') });

/**
 * The submit of an add or edit form: sends the checked values, then says how it went in a
 * toast (ADMIN-41). It never throws, so the form stops being busy either way.
 */
export function useItemSubmit<Form>(options: ItemSubmitOptions<Form>) {
  const { editingId, add, update, added, updated, failed = operationFailed, onSaved } = options;
  const { toast } = useToast();
  return async (form: Form) => {
    try {
      await (editingId ? update({ id: editingId, form }) : add(form));
    } catch (error) {
      toast({ ...failed(error), tone: 'error' });
      return;
    }
    toast({ title: editingId ? updated : added, tone: 'success' });
    onSaved();
  };
}
