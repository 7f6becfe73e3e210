import type { Order } from '@dhanya/api';
import { fixtures, mockData } from '@dhanya/api/msw';

/** The demo shopper's newest order (₹1,248.10), as an order paid by UPI at each step of its payment. */
const base = fixtures.orders[0]!;
export const upiOrderId = 'order-2001';
const dueAt = '2026-11-02T06:30:00.000Z';

const steps = {
  awaiting: { status: 'awaiting_payment', paymentDueAt: dueAt, paymentReference: null, paymentStatus: 'unpaid' },
  utrEntered: {
    status: 'awaiting_payment',
    paymentDueAt: dueAt,
    paymentReference: '432109876543',
    paymentStatus: 'unpaid',
  },
  paid: {
    status: 'placed',
    paymentDueAt: null,
    paymentReference: '432109876543',
    paymentStatus: 'paid',
    invoiceNumber: 'DH/26-27/000042',
  },
  expired: { status: 'cancelled', paymentDueAt: null, paymentReference: null, paymentStatus: 'unpaid' },
} satisfies Record<string, Partial<Order>>;

export type UpiStep = keyof typeof steps;

/** Adds the UPI order, at `step`, to the shopper's orders the mock API answers. */
export function withUpiOrder(step: UpiStep): Order {
  const order: Order = {
    ...structuredClone(base),
    _id: upiOrderId,
    reference: 'DH-ORDER200',
    paymentType: 'upi',
    paymentMethod: 'upi',
    ...steps[step],
  };
  mockData.orders.unshift(order);
  return order;
}

/** The demo shopper's cash order, as the payment page shows it. */
export const cashOrderId = base._id;
