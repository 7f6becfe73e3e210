import { useState } from 'react';

/**
 * The add/edit switch of a tab whose form sits beside its list: which item the form edits,
 * a key that puts a fresh, empty add form in place after a save or a cancel, and whether the
 * form should take the focus when it appears.
 */
export function useEditedItem<T extends { _id: string }>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [addFormNumber, setAddFormNumber] = useState(0);
  const [focusForm, setFocusForm] = useState(false);

  function showAddForm() {
    setEditing(null);
    setAddFormNumber((number) => number + 1);
    setFocusForm(true);
  }

  return {
    editing,
    formKey: editing ? `edit-${editing._id}` : `add-${addFormNumber}`,
    focusForm,
    showAddForm,
    edit(item: T) {
      setEditing(item);
      setFocusForm(true);
    },
    /** A deleted item cannot stay in the form. */
    forgetDeleted(id: string) {
      if (editing?._id === id) showAddForm();
    },
  };
}
