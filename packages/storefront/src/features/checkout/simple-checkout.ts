export const simpleCheckoutTexts = {
  heading: 'Checkout',
  loginFirst: 'Please login first.',
  required: 'Please fill all required fields.',
  confirm: 'Are you sure you want to place this order?',
  placed: 'Order placed successfully!',
  failed: 'Checkout failed',
  networkError: 'Network error during checkout. Please try again.',
} as const;
