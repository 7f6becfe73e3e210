// Placeholder while the page is built; replaced by its feature's work.
export function HomePage() {
  return <h1>HomePage</h1>;
}
