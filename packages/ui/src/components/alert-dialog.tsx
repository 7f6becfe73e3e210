import { deferredPart, useDeferredPart, usePreloadOnFirstInteraction } from '../lib/deferred-part';
import type { LabelOverrides } from '../lib/labels';

export type AlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode | undefined;
  /** `false` makes it a plain alert with one button (the confirming one). */
  showCancel?: boolean | undefined;
  /** The buttons' texts, each defaulting to the spec's. */
  labels?: LabelOverrides<AlertDialogLabels> | undefined;
  onConfirm?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
  destructive?: boolean | undefined;
};

export type AlertDialogLabels = {
  /** The confirming button. */
  confirm: string;
  cancel: string;
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
