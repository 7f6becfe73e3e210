// Placeholder while the page is built; replaced by its feature's work.
export function AboutPage() {
  return <h1>AboutPage</h1>;
}
