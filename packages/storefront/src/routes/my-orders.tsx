// Placeholder while the page is built; replaced by its feature's work.
export function MyOrdersPage() {
  return <h1>MyOrdersPage</h1>;
}
