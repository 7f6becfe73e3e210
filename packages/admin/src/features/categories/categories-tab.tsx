import type { Category } from '@dhanya/api';
import { useId } from 'react';
import { useEditedItem } from '../../shared/use-edited-item';
import { CategoryForm } from './category-form';
import { CategoryList } from './category-list';

/** The Categories tab (ADMIN-07..10): the add/edit form beside the list. */
export default function CategoriesTab() {
  const headingId = useId();
  const form = useEditedItem<Category>();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 pt-4">
      <h2 id={headingId} className="text-xl font-semibold text-foreground">
        Categories
      </h2>
      <div className="grid grid-cols-1 items-start gap-6 min-[900px]:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <CategoryForm
          key={form.formKey}
          category={form.editing}
          focusOnMount={form.focusForm}
          onSaved={form.showAddForm}
          onCancelEdit={form.showAddForm}
        />
        <CategoryList editingId={form.editing?._id ?? null} onEdit={form.edit} onDeleted={form.forgetDeleted} />
      </div>
    </section>
  );
}
