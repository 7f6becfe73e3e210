// Placeholder while the page is built; replaced by its feature's work.
export function NewArrivalsPage() {
  return <h1>NewArrivalsPage</h1>;
}
