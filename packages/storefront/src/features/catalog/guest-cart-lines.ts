import { type GuestCartEntry, guestCart } from '../cart';

/** Whether the guest cart already holds the product: the detail page's "in cart" for a guest. */
export function isInGuestCart(lines: readonly GuestCartEntry[], productId: string): boolean {
  return lines.some((line) => line.productId === productId);
}

/** Takes the product's line out of the guest cart; the rest stay as they are. */
export function removeFromGuestCart(productId: string) {
  guestCart.write(guestCart.read().filter((line) => line.productId !== productId));
}
