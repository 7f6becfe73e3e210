// Placeholder while the page is built; replaced by its feature's work.
export function SupportPage() {
  return <h1>SupportPage</h1>;
}
