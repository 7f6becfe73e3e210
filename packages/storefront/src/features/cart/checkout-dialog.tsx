import type { CartCheckoutRequest } from '@dhanya/api';
import { deferredPart, useDeferredPart, usePreloadOnFirstInteraction } from '@dhanya/ui';

export type CartCheckoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order total in rupees. */
  total: number;
  /** Called with the checked request, blank optional fields as ''. */
  onSubmit: (request: CartCheckoutRequest) => void;
  /** The order request is in flight: "Place Order" shows a spinner and is disabled. */
  submitting?: boolean;
  /** A failed order's message; the entered values stay. */
  error?: React.ReactNode;
  defaultValues?: Partial<CartCheckoutRequest>;
};

const panelPart = deferredPart(() => import('./checkout-dialog-panel'));

/**
 * The cart's checkout (CART-20): the library's CheckoutDialog with the cart's form. Nothing
 * is rendered before it first opens; its code (Radix Dialog and RadioGroup, the form and its
 * schema) is fetched at the user's first touch or key press on the page, or when it opens.
 */
export function CartCheckoutDialog(props: CartCheckoutDialogProps) {
  const panel = useDeferredPart(panelPart, props.open);
  usePreloadOnFirstInteraction(panelPart);
  return panel ? <panel.CartCheckoutDialogPanel {...props} /> : null;
}
