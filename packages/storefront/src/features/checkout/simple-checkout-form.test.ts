import { simpleCheckoutFormSchema, simplePaymentTypes } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { blankSimpleCheckout } from './simple-checkout-form';

// The form runs this schema through react-hook-form's zod resolver.
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
  test('[CHECKOUT-02] offers COD and ONLINE, with no payment type chosen at first', () => {
    expect(simplePaymentTypes).toEqual(['COD', 'ONLINE']);
    expect(blankSimpleCheckout.paymentType).toBeUndefined();
  });

  test('[CHECKOUT-04] payment type, first name, address, city, state and ZIP are required', () => {
    const result = simpleCheckoutFormSchema.safeParse({ ...blankSimpleCheckout });
    expect(failingFields(result)).toEqual(['paymentType', 'firstName', 'address', 'city', 'state', 'zip']);
    expect(failingFields(simpleCheckoutFormSchema.safeParse({ ...address, paymentType: 'cash' }))).toEqual([
      'paymentType',
    ]);
  });

  test('[CHECKOUT-06] [CHECKOUT-11] sends trimmed values with optional blanks as empty strings, never "NULL"', () => {
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
