import { deferredPart, useDeferredPart, usePreloadOnFirstInteraction } from '../lib/deferred-part';
import type { LabelOverrides } from '../lib/labels';

export type AlertDialogProps = {
  /** Whether the dialog is shown; it is always controlled. */
  open: boolean;
  /** Called with `false` when the dialog closes (either button or Escape). */
  onOpenChange: (open: boolean) => void;
  /** The question or message, in bold at the top; it names the dialog. */
  title: React.ReactNode;
  /** A line of detail under the title; without one, the title is also read as its description. */
  description?: React.ReactNode | undefined;
  /** `false` makes it a plain alert with one button (the confirming one). */
  showCancel?: boolean | undefined;
  /** The buttons' texts, each defaulting to the spec's. */
  labels?: LabelOverrides<AlertDialogLabels> | undefined;
  /** Called when the confirming button is pressed, before the dialog closes. */
  onConfirm?: (() => void) | undefined;
  /** Called when the cancel button is pressed or Escape closes the dialog. */
  onCancel?: (() => void) | undefined;
  /** Shows the confirming button in the destructive style, for deletions. Default `false`. */
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
