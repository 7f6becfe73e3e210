import { describe, expect, it } from 'vitest';
import { checkoutRulesOf, paymentMethodFor } from './checkout-rules';
import { defaultShopSettings } from './schemas/settings';

describe('who takes a checkout’s payment (issue 15)', () => {
  it('cash on delivery for the cash types, whatever the shop takes online', () => {
    expect(paymentMethodFor('cash', { upi: false, razorpay: false })).toBe('cod');
    expect(paymentMethodFor('COD', { upi: true, razorpay: true })).toBe('cod');
  });

  it("'upi' prefers the shop's UPI ID, the card types Razorpay; each falls back on the other", () => {
    expect(paymentMethodFor('upi', { upi: true, razorpay: true })).toBe('upi');
    expect(paymentMethodFor('upi', { upi: false, razorpay: true })).toBe('razorpay');
    expect(paymentMethodFor('card', { upi: true, razorpay: true })).toBe('razorpay');
    expect(paymentMethodFor('ONLINE', { upi: true, razorpay: false })).toBe('upi');
  });

  it('none online when the shop takes no online payment', () => {
    expect(paymentMethodFor('ONLINE', { upi: false, razorpay: false })).toBeUndefined();
    expect(paymentMethodFor('upi', { upi: false, razorpay: false })).toBeUndefined();
  });
});

describe('the checkout rules the checkouts are told', () => {
  it("UPI only with the shop's UPI ID; its limits and delivery area as set", () => {
    expect(checkoutRulesOf(defaultShopSettings, { razorpay: false })).toEqual({
      payments: { cod: true, upi: false, razorpay: false },
      minOrder: null,
      codMaxOrder: null,
      deliversEverywhere: true,
      whatsappNumber: '',
    });
    const shop = {
      ...defaultShopSettings,
      upiId: 'dhanya@okaxis',
      minOrder: 199,
      codPincodes: [{ from: '560001', to: '560099' }],
    };
    expect(checkoutRulesOf(shop, { razorpay: true })).toMatchObject({
      payments: { cod: true, upi: true, razorpay: true },
      minOrder: 199,
      deliversEverywhere: false,
    });
  });
});
