import { simpleCheckoutFormSchema } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { blankSimpleCheckout } from './simple-checkout-form';

// The form runs this schema through react-hook-form's zod resolver. The checkout page's stories
// show the choices, the message for an empty form and the body of an order; these are the
// fields one by one and the trimming.
const address = {
  firstName: ' Asha ',
  lastName: '',
  address: '21, 4th Main Road',
  address2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560038 ',
};
const failingFields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path[0]) ?? [];

describe('the simple checkout form', () => {
  test('[CHECKOUT-04] each of the six fields is required on its own, and a payment type the page does not offer is refused', () => {
    const result = simpleCheckoutFormSchema.safeParse({ ...blankSimpleCheckout });
    expect(failingFields(result)).toEqual(['paymentType', 'firstName', 'address', 'city', 'state', 'zip']);
    expect(failingFields(simpleCheckoutFormSchema.safeParse({ ...address, paymentType: 'cash' }))).toEqual([
      'paymentType',
    ]);
  });

  test('[CHECKOUT-06] [CHECKOUT-11] trims what the shopper typed before sending it', () => {
    expect(simpleCheckoutFormSchema.parse({ ...address, paymentType: 'COD' })).toEqual({
      paymentType: 'COD',
      firstName: 'Asha',
      lastName: '',
      address: '21, 4th Main Road',
      address2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560038',
    });
  });
});
