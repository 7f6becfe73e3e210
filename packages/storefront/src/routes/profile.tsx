// Placeholder while the page is built; replaced by its feature's work.
export function ProfilePage() {
  return <h1>ProfilePage</h1>;
}
