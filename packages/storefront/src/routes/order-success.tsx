// Placeholder while the page is built; replaced by its feature's work.
export function OrderSuccessPage() {
  return <h1>OrderSuccessPage</h1>;
}
