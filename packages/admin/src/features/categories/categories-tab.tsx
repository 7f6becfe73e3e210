import { type Category } from '@dhanya/api';
import { useId, useState } from 'react';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';

/** The Categories tab (ADMIN-07..10): the add/edit form beside the list. */
export default function CategoriesTab() {
  const headingId = useId();
  const [editing, setEditing] = useState<Category | null>(null);
  // A new number puts a fresh, empty add form in place after a save or a cancel.
  const [addFormNumber, setAddFormNumber] = useState(0);
  const [focusForm, setFocusForm] = useState(false);

  function showAddForm() {
    setEditing(null);
    setAddFormNumber((number) => number + 1);
    setFocusForm(true);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 pt-4">
      <h2 id={headingId} className="text-xl font-semibold text-foreground">
        Categories
      </h2>
      <div className="grid items-start gap-6 min-[900px]:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <CategoryForm
          key={editing ? `edit-${editing._id}` : `add-${addFormNumber}`}
          category={editing}
          focusOnMount={focusForm}
          onSaved={showAddForm}
          onCancelEdit={showAddForm}
        />
        <CategoryList
          editingId={editing?._id ?? null}
          onEdit={(category) => {
            setEditing(category);
            setFocusForm(true);
          }}
          onDeleted={(id) => {
            if (editing?._id === id) showAddForm();
          }}
        />
      </div>
    </section>
  );
}
