// The checkout form's values, rules and texts, shared by the dialog and its panel (fetched later).

/** The cart dialog's payment choices; `cash` is the default (CART-21). */
export const PAYMENT_OPTIONS = [
  { value: 'cash', label: 'Cash on Delivery' },
  { value: 'card', label: 'Credit/Debit Card' },
  { value: 'upi', label: 'UPI' },
] as const;

export type PaymentType = (typeof PAYMENT_OPTIONS)[number]['value'];

export type CheckoutValues = {
  paymentType: PaymentType;
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
};

export type CheckoutTextField = Exclude<keyof CheckoutValues, 'paymentType'>;

export const REQUIRED_CHECKOUT_FIELDS = ['firstName', 'address', 'city', 'state', 'zip'] as const;
export const CHECKOUT_REQUIRED_MESSAGE = 'Please fill in all required fields';

export const EMPTY_CHECKOUT_VALUES: CheckoutValues = {
  paymentType: 'cash',
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

/** The required fields left blank (whitespace counts as blank). */
export function missingCheckoutFields(values: CheckoutValues): CheckoutTextField[] {
  return REQUIRED_CHECKOUT_FIELDS.filter((field) => values[field].trim() === '');
}

/** The message to show before placing the order, or null when the values may be sent (CART-22). */
export function validateCheckout(values: CheckoutValues, message = CHECKOUT_REQUIRED_MESSAGE): string | null {
  return missingCheckoutFields(values).length > 0 ? message : null;
}

export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  description: 'Choose how to pay and where to deliver your order.',
  paymentLegend: 'Payment Method',
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  address2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  totalLabel: 'Order Total',
  cancel: 'Cancel',
  submit: 'Place Order',
  required: CHECKOUT_REQUIRED_MESSAGE,
  fieldRequired: 'Required',
};
