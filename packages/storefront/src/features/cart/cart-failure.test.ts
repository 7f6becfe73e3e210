import { ApiError } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { catalogue } from '../../locales/en';
import { cartFailure, checkoutFailureMessage } from './cart-failure';

const texts = catalogue.shop.cart;

// The cart page's stories show each failure as the shopper meets it (a refused update with the
// server's reason, a failed remove, no network, each refused checkout); these are the two
// answers no story sends.
describe('cartFailure', () => {
  test("[CART-07] a failure that is not the server's answer (a bug, say) still shows the screen's message", () => {
    expect(cartFailure(new TypeError('boom'), 'Failed to remove item', texts)).toEqual({
      message: 'Failed to remove item',
    });
  });
});

describe('[CART-26] checkoutFailureMessage', () => {
  test('a server text of spaces only is no text: "Checkout failed"', () => {
    expect(checkoutFailureMessage(new ApiError(502, '   '), texts)).toBe('Checkout failed');
  });
});
