// Placeholder while the page is built; replaced by its feature's work.
export function LoginPage() {
  return <h1>LoginPage</h1>;
}
