import { type CheckoutRequest, gstinCheckCharacter, paths } from '@dhanya/api/contract';
import { expect } from 'vitest';
import type { TestApp, TestCustomer } from './harness.js';
import { call } from './shop-support.js';

/** A Karnataka GSTIN with a right check character. */
const first14 = '29AABCD1234E1Z';
export const karnatakaGstin = `${first14}${gstinCheckCharacter(first14)}`;

/** A shop registered for GST in Karnataka that takes UPI, as the invoices need it. */
export const gstShop = {
  legalName: 'Dhanya Organics Private Limited',
  gstin: karnatakaGstin,
  state: 'Karnataka',
  address: '12, Gandhi Bazaar Main Road\nBasavanagudi, Bengaluru 560004',
  upiId: 'dhanya.stores@okaxis',
  upiPayeeName: 'Dhanya Stores',
};

export const deliveryForm: CheckoutRequest = {
  paymentType: 'COD',
  firstName: 'Lakshmi',
  lastName: 'Rao',
  address: '7 Temple Street',
  city: 'Mysuru',
  state: 'Karnataka',
  zip: '570001',
};

/** Puts `quantity` of a product in the customer's cart and checks out; answers the order's id. */
export async function orderOf(
  t: TestApp,
  customer: TestCustomer,
  lines: Array<[productId: string, quantity: number]>,
  change: Partial<CheckoutRequest> = {},
): Promise<string> {
  for (const [productId, quantity] of lines) {
    const added = await call(t.app, 'POST', paths.addToCart, {
      headers: customer.headers,
      body: { productId, quantity },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const response = await call(t.app, 'POST', paths.simpleCheckout, {
    headers: customer.headers,
    body: { ...deliveryForm, ...change },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { orderId: string }).orderId;
}
