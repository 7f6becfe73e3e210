import { describe, expect, it } from 'vitest';
import { awaitsUpiPayment, collectsCashOnDelivery, orderRuleMessages, statusChangeRefusal } from './order-status-rules';

describe("the staff's status changes", () => {
  it('[GST-13] an order whose invoice a credit note cancelled stays cancelled', () => {
    const creditNoted = { status: 'cancelled', creditNoteNumber: 'CN/26-27/000001' };
    expect(statusChangeRefusal(creditNoted, 'placed')).toBe(orderRuleMessages.creditNoted('CN/26-27/000001'));
    expect(statusChangeRefusal(creditNoted, 'cancelled')).toBeUndefined();
    expect(statusChangeRefusal({ status: 'cancelled', creditNoteNumber: null }, 'placed')).toBeUndefined();
  });

  it('an order awaiting its payment can only be cancelled', () => {
    const waiting = { status: 'awaiting_payment', creditNoteNumber: null };
    expect(statusChangeRefusal(waiting, 'shipped')).toBe(orderRuleMessages.awaitingPayment);
    expect(statusChangeRefusal(waiting, 'cancelled')).toBeUndefined();
    expect(statusChangeRefusal({ status: 'placed', creditNoteNumber: null }, 'shipped')).toBeUndefined();
  });

  it('[GST-07] a cash order is paid when it is delivered, once', () => {
    const cash = { paymentMethod: 'cod', paymentStatus: 'unpaid' };
    expect(collectsCashOnDelivery(cash, 'delivered')).toBe(true);
    expect(collectsCashOnDelivery(cash, 'shipped')).toBe(false);
    expect(collectsCashOnDelivery({ ...cash, paymentStatus: 'paid' }, 'delivered')).toBe(false);
    expect(collectsCashOnDelivery({ paymentMethod: 'upi', paymentStatus: 'unpaid' }, 'delivered')).toBe(false);
  });
});

describe('waiting for a UPI payment', () => {
  it('only an order paid by UPI that still awaits its payment', () => {
    expect(awaitsUpiPayment({ status: 'awaiting_payment', paymentMethod: 'upi' })).toBe(true);
    expect(awaitsUpiPayment({ status: 'awaiting_payment', paymentMethod: 'razorpay' })).toBe(false);
    expect(awaitsUpiPayment({ status: 'placed', paymentMethod: 'upi' })).toBe(false);
  });
});
