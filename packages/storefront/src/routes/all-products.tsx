// Placeholder while the page is built; replaced by its feature's work.
export function AllProductsPage() {
  return <h1>AllProductsPage</h1>;
}
