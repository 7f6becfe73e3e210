// Placeholder while the page is built; replaced by its feature's work.
export function AddressPage() {
  return <h1>AddressPage</h1>;
}
