import { type GuestCartEntry, type GuestLineRef, guestCart, holds } from '../cart';

/** Whether the guest cart already holds the pack: the detail page's "in cart" for a guest. */
export function isInGuestCart(lines: readonly GuestCartEntry[], ref: GuestLineRef): boolean {
  return lines.some((line) => holds(line, ref));
}

/** Takes the pack's line out of the guest cart; the rest stay as they are. */
export function removeFromGuestCart(ref: GuestLineRef) {
  guestCart.write(guestCart.read().filter((line) => !holds(line, ref)));
}
