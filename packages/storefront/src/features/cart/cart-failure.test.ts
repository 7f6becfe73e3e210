import { ApiError, placeOrder } from '@dhanya/api';
import { describe, expect, test, vi } from 'vitest';
import { cartFailure, checkoutFailureMessage } from './cart-failure';

describe('cartFailure', () => {
  test('[CART-08] no response gives the network message', () => {
    expect(cartFailure(new ApiError(0, ''), 'Failed to update quantity')).toEqual({
      message: 'Network error. Please try again.',
    });
  });

  test("[CART-17] [CART-07] an error answer keeps the screen's message and adds the server's reason", () => {
    expect(cartFailure(new ApiError(409, 'Only 3 left of Black Rice'), 'Failed to update quantity')).toEqual({
      message: 'Failed to update quantity',
      detail: 'Only 3 left of Black Rice',
    });
    expect(cartFailure(new ApiError(500, ''), 'Failed to remove item')).toEqual({ message: 'Failed to remove item' });
    expect(cartFailure(new TypeError('boom'), 'Failed to remove item')).toEqual({ message: 'Failed to remove item' });
  });
});

describe('[CART-26] checkoutFailureMessage', () => {
  test('prefers the server msg of an error answer', () => {
    expect(checkoutFailureMessage(new ApiError(409, 'Your cart is empty'))).toBe('Your cart is empty');
  });

  test('falls back to "Checkout failed" when the server gave no text', () => {
    expect(checkoutFailureMessage(new ApiError(500, ''))).toBe('Checkout failed');
    expect(checkoutFailureMessage(new ApiError(502, '   '))).toBe('Checkout failed');
  });

  test('no response gives the network message', () => {
    expect(checkoutFailureMessage(new ApiError(0, ''))).toBe('Network error during checkout. Please try again.');
  });

  test('a success answer without an order id is "Something went wrong during checkout."', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: {}, msg: 'Order placed' }, { status: 201 }));
    const form = {
      paymentType: 'cash',
      firstName: 'Asha',
      address: 'MG Road',
      city: 'Mysuru',
      state: 'KA',
      zip: '570001',
    } as const;
    const failure = await placeOrder(form).catch((error: unknown) => error);
    expect(checkoutFailureMessage(failure)).toBe('Something went wrong during checkout.');
  });
});
