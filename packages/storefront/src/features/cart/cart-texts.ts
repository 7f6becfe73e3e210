/** The cart screen's texts (SPEC.md sections 2 and 8). */
export const cartTexts = {
  heading: 'Shopping Cart',
  logInPrompt: 'Please log in to view your cart',
  goToLogin: 'Go to Login',
  loading: 'Loading your cart...',
  fetchFailed: 'Failed to fetch cart',
  empty: 'Your cart is empty',
  emptyHint: 'Add some products to get started!',
  browseAll: 'Browse All Products',
  updateFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item',
  networkError: 'Network error. Please try again.',
  checkoutFailed: 'Checkout failed',
  checkoutNetworkError: 'Network error during checkout. Please try again.',
  checkoutNoOrderId: 'Something went wrong during checkout.',
  orderPlaced: (orderId: string) => `Order placed successfully! Order ID: ${orderId}`,
} as const;
