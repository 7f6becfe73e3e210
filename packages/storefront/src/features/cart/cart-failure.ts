import { ApiError } from '@dhanya/api';
import type { StorefrontTexts } from '../../locales/en';

type CartTexts = StorefrontTexts['cart'];

/** What the cart shows after a refused update: the spec's message, and the server's reason if any. */
export type CartFailure = { message: string; detail?: string };

/**
 * A failed quantity update or remove: "Network error. Please try again." when no answer
 * came (CART-08), else the screen's own message (CART-07, CART-17) with the server's text,
 * e.g. "Only 3 left of Manipur Black Rice", as a detail when it gave one, in the page's words.
 */
export function cartFailure(
  error: unknown,
  message: string,
  texts: CartTexts,
  words: (message: string) => string = (said) => said,
): CartFailure {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { message: texts.networkError };
    const detail = words(error.serverMessage.trim());
    if (detail && detail !== message) return { message, detail };
  }
  return { message };
}

/**
 * The checkout dialog's message for a failed order (CART-26): no answer → the network text;
 * an error answer → the server `msg`, else "Checkout failed"; a success answer the client
 * cannot read (no order id) → "Something went wrong during checkout.".
 */
export function checkoutFailureMessage(
  error: unknown,
  texts: CartTexts,
  words: (message: string) => string = (said) => said,
): string {
  if (!(error instanceof ApiError)) return texts.checkoutNoOrderId;
  if (error.isNetworkError) return texts.checkoutNetworkError;
  const said = error.serverMessage.trim();
  return said ? words(said) : texts.checkoutFailed;
}
