import { isAcceptableQuantity } from '@dhanya/ui';

/**
 * The signed change POST /cart/addcart needs to take a line from `current` to `next` (the
 * server adds `quantity` to the line), or null when nothing may be sent: an update to 0 or
 * less, a fraction, or no change at all (CART-16).
 */
export function quantityChange(current: number, next: number): number | null {
  if (next === current || !isAcceptableQuantity(next)) return null;
  return next - current;
}
