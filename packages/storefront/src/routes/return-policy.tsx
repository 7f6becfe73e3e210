// Placeholder while the page is built; replaced by its feature's work.
export function ReturnPolicyPage() {
  return <h1>ReturnPolicyPage</h1>;
}
