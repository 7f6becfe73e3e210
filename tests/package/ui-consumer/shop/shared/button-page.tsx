import { Button } from '@dhanya/ui';

/** The least a shop can use: one Button, to measure what the library costs on its own. */
export function ButtonPage() {
  return (
    <main>
      <h1>Another shop</h1>
      <p>Its own text, in its own styles.</p>
      <ul>
        <li>Its own list</li>
      </ul>
      <Button variant="secondary">Order now</Button>
    </main>
  );
}
