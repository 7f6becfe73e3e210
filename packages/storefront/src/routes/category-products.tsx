// Placeholder while the page is built; replaced by its feature's work.
export function CategoryProductsPage() {
  return <h1>CategoryProductsPage</h1>;
}
