// Placeholder while the page is built; replaced by its feature's work.
export function SignupPage() {
  return <h1>SignupPage</h1>;
}
