// Placeholder while the page is built; replaced by its feature's work.
export function ContactPage() {
  return <h1>ContactPage</h1>;
}
