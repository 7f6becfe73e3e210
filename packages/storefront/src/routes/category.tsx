// Placeholder while the page is built; replaced by its feature's work.
export function CategoryPage() {
  return <h1>CategoryPage</h1>;
}
