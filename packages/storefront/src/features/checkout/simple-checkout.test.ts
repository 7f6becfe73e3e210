import { describe, expect, test } from 'vitest';
import {
  EMPTY_SIMPLE_CHECKOUT,
  SIMPLE_PAYMENT_TYPES,
  missingSimpleCheckoutFields,
  simpleCheckoutRequest,
} from './simple-checkout';

const filled = {
  ...EMPTY_SIMPLE_CHECKOUT,
  paymentType: 'COD',
  firstName: ' Asha ',
  address: '21, 4th Main Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560038 ',
} as const;

describe('simple checkout form', () => {
  test('[CHECKOUT-02] offers COD and ONLINE, with no payment type chosen at first', () => {
    expect(SIMPLE_PAYMENT_TYPES).toEqual(['COD', 'ONLINE']);
    expect(EMPTY_SIMPLE_CHECKOUT.paymentType).toBe('');
  });

  test('[CHECKOUT-04] payment type, first name, address, city, state and ZIP are required', () => {
    expect(missingSimpleCheckoutFields(EMPTY_SIMPLE_CHECKOUT)).toEqual([
      'paymentType',
      'firstName',
      'address',
      'city',
      'state',
      'zip',
    ]);
    expect(missingSimpleCheckoutFields({ ...filled, city: '   ' })).toEqual(['city']);
    expect(missingSimpleCheckoutFields({ ...filled, paymentType: '' })).toEqual(['paymentType']);
  });

  test('[CHECKOUT-04] last name and address line 2 are optional', () => {
    expect(missingSimpleCheckoutFields(filled)).toEqual([]);
  });

  test('[CHECKOUT-06] [CHECKOUT-11] sends trimmed values with optional blanks as empty strings, never "NULL"', () => {
    expect(simpleCheckoutRequest(filled)).toEqual({
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

  test('refuses to build a request without a payment type', () => {
    expect(() => simpleCheckoutRequest({ ...filled, paymentType: '' })).toThrow();
  });
});
