// Placeholder while the page is built; replaced by its feature's work.
export function CheckoutPage() {
  return <h1>CheckoutPage</h1>;
}
