// Placeholder while the page is built; replaced by its feature's work.
export function AllSpecialOffersPage() {
  return <h1>AllSpecialOffersPage</h1>;
}
