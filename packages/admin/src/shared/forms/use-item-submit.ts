import { errorMessage } from '@dhanya/api';
import { type ToastOptions, useToast } from '@dhanya/ui';
import { type EditedItemFormProps, useFocusOnMount } from './use-focus-on-mount';

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
  /** Shows a refusal on the field it is about; true when it did, and no toast is shown. */
  showOnForm?: (error: unknown) => boolean;
  onSaved: () => void;
};

const operationFailed = (error: unknown) => ({ title: errorMessage(error, 'Operation failed') });

/**
 * The submit of an add or edit form: sends the checked values, then says how it went in a
 * toast (ADMIN-41), or on the form when `showOnForm` places the refusal on a field. It never
 * throws, so the form stops being busy either way.
 */
export function useItemSubmit<Form>(options: ItemSubmitOptions<Form>) {
  const { editingId, add, update, added, updated, failed = operationFailed, showOnForm, onSaved } = options;
  const { toast } = useToast();
  return async (form: Form) => {
    try {
      await (editingId ? update({ id: editingId, form }) : add(form));
    } catch (error) {
      if (!showOnForm?.(error)) toast({ ...failed(error), tone: 'error' });
      return;
    }
    toast({ title: editingId ? updated : added, tone: 'success' });
    onSaved();
  };
}

type EditedItemForm = { reset: () => void; setFocus: (name: 'title') => void };

/**
 * The save of a titled item's form beside its list (a carousel image, a shop link): an added
 * item clears the form, a saved edit goes back to adding, and an edit starts in the title.
 */
export function useEditedItemSave<Form>(
  form: EditedItemForm,
  { editing, onDoneEditing }: EditedItemFormProps<{ _id: string }>,
  options: Omit<ItemSubmitOptions<Form>, 'editingId' | 'onSaved'>,
) {
  useFocusOnMount(form.setFocus, editing !== null, 'title');
  return useItemSubmit({
    ...options,
    editingId: editing?._id ?? null,
    onSaved: editing ? onDoneEditing : () => form.reset(),
  });
}
