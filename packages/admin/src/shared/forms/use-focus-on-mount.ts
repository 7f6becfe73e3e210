import { useEffect } from 'react';

/** An add or edit form beside a list: which item it edits, and the way back to adding. */
export type EditedItemFormProps<T> = {
  /** The item being edited; null adds a new one. The tab keys the form by it. */
  editing: T | null;
  /** Called after a successful update, or when the admin cancels it: back to adding. */
  onDoneEditing: () => void;
};

/** Puts the keyboard in `field` when the form appears for an edit (or after a save or a cancel). */
export function useFocusOnMount<Name extends string>(setFocus: (name: Name) => void, when: boolean, field: Name) {
  useEffect(() => {
    if (when) setFocus(field);
  }, [when, setFocus, field]);
}
