// Placeholder while the page is built; replaced by its feature's work.
export function WishlistPage() {
  return <h1>WishlistPage</h1>;
}
