// Placeholder while the page is built; replaced by its feature's work.
export function ProductListPage() {
  return <h1>ProductListPage</h1>;
}
