import { type DeferredDialogPanelProps, returnFocusTo } from '../lib/deferred-dialog';
import { useLabels } from '../provider/dhanya-provider';
import { Dialog, DialogContent } from './dialog';
import type { QuickAddDialogLabels, QuickAddDialogProps } from './quick-add-dialog';
import { QuickAddForm } from './quick-add-form';

const defaultLabels: QuickAddDialogLabels = {
  description: 'Choose how many you would like to add to your cart.',
  descriptionWithPacks: 'Choose a pack and how many you would like to add to your cart.',
  pack: 'Pack size',
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
  packs,
  onConfirm,
  submitting = false,
  maxQuantity,
  labels,
}: QuickAddDialogPanelProps) {
  const texts = useLabels('QuickAddDialog', defaultLabels, labels);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        data-slot="quick-add-dialog"
        className="max-w-md"
        onCloseAutoFocus={returnFocusTo(openerRef)}
      >
        {/* Mounted with the content, so every opening starts again at 1 and the default pack. */}
        <QuickAddForm
          product={product}
          packs={packs}
          onConfirm={onConfirm}
          submitting={submitting}
          maxQuantity={maxQuantity}
          labels={texts}
        />
      </DialogContent>
    </Dialog>
  );
}
