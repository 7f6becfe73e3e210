// Placeholder while the page is built; replaced by its feature's work.
export function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
