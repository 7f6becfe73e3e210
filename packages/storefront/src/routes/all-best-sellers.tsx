// Placeholder while the page is built; replaced by its feature's work.
export function AllBestSellersPage() {
  return <h1>AllBestSellersPage</h1>;
}
