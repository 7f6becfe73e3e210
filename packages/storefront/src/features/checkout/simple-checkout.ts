import { type CheckoutRequest } from '@dhanya/api';

/** The simple checkout page's payment types (SPEC.md section 9), with no default. */
export const SIMPLE_PAYMENT_TYPES = ['COD', 'ONLINE'] as const;
export type SimplePaymentType = (typeof SIMPLE_PAYMENT_TYPES)[number];

export type SimpleCheckoutValues = {
  paymentType: SimplePaymentType | '';
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
};

export type SimpleCheckoutField = keyof SimpleCheckoutValues;

export const EMPTY_SIMPLE_CHECKOUT: SimpleCheckoutValues = {
  paymentType: '',
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

export const SIMPLE_REQUIRED_FIELDS = ['paymentType', 'firstName', 'address', 'city', 'state', 'zip'] as const;

export const simpleCheckoutTexts = {
  heading: 'Checkout',
  loginFirst: 'Please login first.',
  required: 'Please fill all required fields.',
  confirm: 'Are you sure you want to place this order?',
  placed: 'Order placed successfully!',
  failed: 'Checkout failed',
  networkError: 'Network error during checkout. Please try again.',
} as const;

/** The required fields left blank, whitespace counting as blank (CHECKOUT-04). */
export function missingSimpleCheckoutFields(values: SimpleCheckoutValues): SimpleCheckoutField[] {
  return SIMPLE_REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * The body of POST /api/check/checkout: trimmed values, optional blanks as '' (never
 * 'NULL', CHECKOUT-11). Call only once `missingSimpleCheckoutFields` is empty.
 */
export function simpleCheckoutRequest(values: SimpleCheckoutValues): CheckoutRequest {
  const { paymentType, ...fields } = values;
  if (paymentType === '') throw new Error('A payment type is required');
  const trimmed = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim()]));
  return { paymentType, ...(trimmed as Omit<SimpleCheckoutValues, 'paymentType'>) };
}
