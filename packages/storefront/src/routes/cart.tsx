// Placeholder while the page is built; replaced by its feature's work.
export function CartPage() {
  return <h1>CartPage</h1>;
}
