import { deferredPart, useDeferredPart, usePreloadOnFirstInteraction } from '../lib/deferred-part';

export type AlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The confirming button's text. */
  confirmLabel?: string;
  /** Without a cancel label the dialog is a plain alert with one button. */
  cancelLabel?: string | false;
  onConfirm?: () => void;
  onCancel?: () => void;
  destructive?: boolean;
};

const panelPart = deferredPart(() => import('./alert-dialog-panel'));

/**
 * An in-page confirmation or alert (never window.confirm / window.alert): the spec's
 * "Are you sure to delete this category?", "Order placed successfully!"... Nothing is
 * rendered before it first opens; its Radix code is fetched at the user's first touch or
 * key press on the page, or when it opens.
 */
export function AlertDialog(props: AlertDialogProps) {
  const panel = useDeferredPart(panelPart, props.open);
  usePreloadOnFirstInteraction(panelPart);
  return panel ? <panel.AlertDialogPanel {...props} /> : null;
}
