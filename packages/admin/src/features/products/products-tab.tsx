import type { Product } from '@dhanya/api';
import { buttonVariants, cn } from '@dhanya/ui';
import { ArrowDown } from 'lucide-react';
import { useId } from 'react';
import { useEditedItem } from '../../shared/use-edited-item';
import { ProductForm } from './product-form';
import { ProductList } from './product-list';

/** The list's id: the one Products tab links to it. */
const listId = 'product-list';

/** Scrolls to the list and moves the focus there, leaving the URL (the tab's `?tab=`) as it is. */
function goToList(event: React.MouseEvent<HTMLAnchorElement>) {
  const list = document.getElementById(listId);
  if (!list) return;
  event.preventDefault();
  list.scrollIntoView({ block: 'start' });
  list.focus({ preventScroll: true });
}

/**
 * The Products tab (ADMIN-11..15): the add/edit form beside the list. On a narrow screen the
 * form comes first and is long, so a link under the heading goes straight to the list.
 */
export default function ProductsTab() {
  const headingId = useId();
  const form = useEditedItem<Product>();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 pt-4">
      <h2 id={headingId} className="text-xl font-semibold text-foreground">
        Products
      </h2>
      <a
        href={`#${listId}`}
        onClick={goToList}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'self-start min-[1100px]:hidden')}
      >
        <ArrowDown aria-hidden />
        Go to product list
      </a>
      <div className="grid grid-cols-1 items-start gap-6 min-[1100px]:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ProductForm
          key={form.formKey}
          product={form.editing}
          focusOnMount={form.focusForm}
          onSaved={form.showAddForm}
          onCancelEdit={form.showAddForm}
        />
        {/* Focusable, so the link moves a keyboard's or screen reader's place here too. */}
        <section id={listId} tabIndex={-1} aria-label="Product list" className="min-w-0 scroll-mt-4 outline-none">
          <ProductList editingId={form.editing?._id ?? null} onEdit={form.edit} onDeleted={form.forgetDeleted} />
        </section>
      </div>
    </section>
  );
}
