import { type Product } from '@dhanya/api';
import { useId, useState } from 'react';
import { ProductForm } from './product-form';
import { ProductList } from './product-list';

/** The Products tab (ADMIN-11..15): the add/edit form beside the list. */
export default function ProductsTab() {
  const headingId = useId();
  const [editing, setEditing] = useState<Product | null>(null);
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
        Products
      </h2>
      <div className="grid items-start gap-6 min-[1100px]:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ProductForm
          key={editing ? `edit-${editing._id}` : `add-${addFormNumber}`}
          product={editing}
          focusOnMount={focusForm}
          onSaved={showAddForm}
          onCancelEdit={showAddForm}
        />
        <ProductList
          editingId={editing?._id ?? null}
          onEdit={(product) => {
            setEditing(product);
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
