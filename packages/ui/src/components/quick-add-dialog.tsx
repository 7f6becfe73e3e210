import { DialogOpener, useDeferredDialog } from '../lib/deferred-dialog';
import { deferredPart } from '../lib/deferred-part';
import type { PackOption } from './pack-details';
import type { LabelOverrides } from '../lib/labels';

export type QuickAddProduct = {
  title: string;
  /** Its price, or with packs the cheapest pack's (the chosen pack's is shown instead). */
  price: number;
  /** A resolved image URL; a placeholder is shown when missing or broken. */
  image?: string | null | undefined;
};

export type QuickAddDialogProps = {
  /** The product to add: its title, price and picture head the dialog. */
  product: QuickAddProduct;
  /**
   * The packs the product is sold in, the default first: chosen before the quantity, and
   * the chosen pack's price and stock apply.
   */
  packs?: readonly PackOption[] | undefined;
  /**
   * Called with the chosen quantity, always a whole number of at least 1, and, when there
   * are packs, the chosen pack's id.
   */
  onConfirm: (quantity: number, packId?: string) => void;
  /** Whether the dialog is open, to control it from outside (with `onOpenChange`); confirming does not close it. */
  open?: boolean | undefined;
  /** Whether the dialog starts open, when `open` is not controlled. Default `false`. */
  defaultOpen?: boolean | undefined;
  /** Called with the dialog's new state when the trigger opens it or Cancel, Escape or a click outside closes it. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The element that opens the dialog (rendered as a Radix trigger with `asChild`). */
  trigger?: React.ReactElement | undefined;
  /** The add request is in flight: "Add to Cart" shows a spinner and is disabled. */
  submitting?: boolean | undefined;
  /** Stock left, the quantity's upper bound (with packs, the chosen pack's stock is). */
  maxQuantity?: number | undefined;
  /** The dialog's texts, each defaulting to the spec's. */
  labels?: LabelOverrides<QuickAddDialogLabels> | undefined;
};

export type QuickAddDialogLabels = {
  /** Under the product's title; '' shows none. */
  description: React.ReactNode;
  /** Under the title instead when there are packs to choose from. */
  descriptionWithPacks: React.ReactNode;
  /** The pack picker's name. */
  pack: string;
  /** The quantity field's name. */
  quantity: string;
  /** The stepper's name. */
  quantityGroup: (title: string) => string;
  cancel: React.ReactNode;
  confirm: React.ReactNode;
};

const panelPart = deferredPart(() => import('./quick-add-dialog-panel'));

/**
 * Picks a quantity (starting at 1, never below) before adding a product to the cart. Only
 * the trigger is rendered until the dialog first opens; its code is fetched on the
 * trigger's hover or focus, or at the latest when it opens.
 */
export function QuickAddDialog({ open, defaultOpen, onOpenChange, trigger, ...content }: QuickAddDialogProps) {
  const {
    open: isOpen,
    setOpen,
    contentId,
    openerRef,
    panel,
    onIntent,
  } = useDeferredDialog(panelPart, { open, defaultOpen, onOpenChange });
  return (
    <>
      {trigger && (
        <DialogOpener
          open={isOpen}
          onOpenChange={setOpen}
          contentId={contentId}
          openerRef={openerRef}
          onIntent={onIntent}
        >
          {trigger}
        </DialogOpener>
      )}
      {panel && (
        <panel.QuickAddDialogPanel
          open={isOpen}
          onOpenChange={setOpen}
          contentId={contentId}
          openerRef={openerRef}
          {...content}
        />
      )}
    </>
  );
}
