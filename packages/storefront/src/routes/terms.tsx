// Placeholder while the page is built; replaced by its feature's work.
export function TermsPage() {
  return <h1>TermsPage</h1>;
}
