// Placeholder while the page is built; replaced by its feature's work.
export function ProductPage() {
  return <h1>ProductPage</h1>;
}
