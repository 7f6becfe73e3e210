// The browser's entry in production. It is tiny on purpose: the phone paints the page the
// server rendered first, and only then fetches and runs the code that hydrates it
// (entry-client.tsx), so that code never delays the first paint nor competes with the
// first picture and fonts for a slow connection.
import { type BootData, bootDataId } from './app/document';
import './styles.css';

const bootJson = document.getElementById(bootDataId)?.textContent ?? '';
const boot = JSON.parse(bootJson) as BootData;

await afterFirstPaint();
// All the page's code at once, rather than one import after another.
for (const href of boot.assets.modules) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
// React DOM is evaluated on its own, then the rest: two shorter tasks instead of one long one,
// so a tap in between is answered.
await import('react-dom/client');
await nextTask();
const { hydrateShop } = await import('./entry-client');
await hydrateShop(boot, bootJson);

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has painted; at once in a hidden tab, which paints nothing. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    // A frame callback runs just before a paint; a task queued from it runs after that paint.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
