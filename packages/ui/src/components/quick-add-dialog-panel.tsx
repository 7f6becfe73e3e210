import { useState } from 'react';
import { type DeferredDialogPanelProps, returnFocusTo } from '../lib/deferred-dialog';
import { mergeLabels } from '../lib/labels';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { ImageWithFallback } from './image-with-fallback';
import { Price } from './price';
import { type QuickAddDialogLabels, type QuickAddDialogProps } from './quick-add-dialog';
import { MIN_QUANTITY, QuantityStepper, parseQuantity } from './quantity-stepper';

const defaultLabels: QuickAddDialogLabels = {
  description: 'Choose how many you would like to add to your cart.',
  quantity: 'Quantity',
  quantityGroup: (title) => `Quantity for ${title}`,
  cancel: 'Cancel',
  confirm: 'Add to Cart',
};

type QuickAddDialogPanelProps = DeferredDialogPanelProps &
  Omit<QuickAddDialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'>;

/** The dialog behind QuickAddDialog. */
export function QuickAddDialogPanel({
  open,
  onOpenChange,
  contentId,
  openerRef,
  product,
  onConfirm,
  submitting = false,
  maxQuantity,
  labels,
}: QuickAddDialogPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        data-slot="quick-add-dialog"
        className="max-w-md"
        onCloseAutoFocus={returnFocusTo(openerRef)}
      >
        {/* Mounted with the content, so every opening starts again at 1. */}
        <QuickAddForm
          product={product}
          onConfirm={onConfirm}
          submitting={submitting}
          maxQuantity={maxQuantity}
          labels={mergeLabels(defaultLabels, labels)}
        />
      </DialogContent>
    </Dialog>
  );
}

type QuickAddFormProps = Required<Pick<QuickAddDialogProps, 'product' | 'onConfirm' | 'submitting'>> &
  Pick<QuickAddDialogProps, 'maxQuantity'> & { labels: QuickAddDialogLabels };

function QuickAddForm({ product, onConfirm, submitting, maxQuantity, labels }: QuickAddFormProps) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // Enter in the field submits before its edit is committed, so read what is typed now.
    const typed = new FormData(event.currentTarget).get('quantity');
    const chosen = typeof typed === 'string' ? parseQuantity(typed, { max: maxQuantity }) : null;
    onConfirm(chosen ?? quantity);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{product.title}</DialogTitle>
        {labels.description && <DialogDescription>{labels.description}</DialogDescription>}
      </DialogHeader>
      <div className="flex items-center gap-4">
        <ImageWithFallback
          src={product.image}
          alt={product.title}
          width={80}
          height={80}
          data-slot="quick-add-dialog-image"
          className="size-20 shrink-0 rounded-card object-cover"
        />
        <div className="flex flex-col gap-2">
          <Price amount={product.price} size="lg" />
          <QuantityStepper
            name="quantity"
            value={quantity}
            onChange={setQuantity}
            max={maxQuantity}
            label={labels.quantityGroup(product.title)}
            labels={{ input: labels.quantity }}
          />
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {labels.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={submitting}>
          {labels.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
