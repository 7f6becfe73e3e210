import { type Product } from '@dhanya/api';
import { useId } from 'react';
import { useEditedItem } from '../../shared/use-edited-item';
import { ProductForm } from './product-form';
import { ProductList } from './product-list';

/** The Products tab (ADMIN-11..15): the add/edit form beside the list. */
export default function ProductsTab() {
  const headingId = useId();
  const form = useEditedItem<Product>();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 pt-4">
      <h2 id={headingId} className="text-xl font-semibold text-foreground">
        Products
      </h2>
      <div className="grid grid-cols-1 items-start gap-6 min-[1100px]:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ProductForm
          key={form.formKey}
          product={form.editing}
          focusOnMount={form.focusForm}
          onSaved={form.showAddForm}
          onCancelEdit={form.showAddForm}
        />
        <ProductList editingId={form.editing?._id ?? null} onEdit={form.edit} onDeleted={form.forgetDeleted} />
      </div>
    </section>
  );
}
