// The browser's entry in production. It is tiny on purpose: the phone paints the page the
// server rendered first, and only then fetches and runs the code that hydrates it
// (entry-client.tsx), so that code never delays the first paint nor competes with the
// first picture and fonts for a slow connection.
import { type BootData, bootDataId } from './app/boot-data';
import { yieldToBrowser } from './app/yield-to-browser';
import './styles.css';

/** How long to wait for a first paint that does not come (a page with nothing to draw). */
const paintTimeoutMs = 2_000;

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
// React DOM is evaluated on its own, then the rest, then hydration starts: shorter tasks
// instead of one long one.
try {
  await import('react-dom/client');
  await yieldToBrowser();
  const { hydrateShop } = await import('./entry-client');
  await yieldToBrowser();
  await hydrateShop(boot, bootJson);
} catch (error) {
  // The page stays as the server sent it: links and forms work, and the controls held for
  // the code that did not come stop looking busy.
  window.dhanyaEarlyInput?.release();
  throw error;
}

/**
 * Resolves once the browser has painted the page's first text or picture (FCP), and at
 * once in a hidden tab, which paints nothing. A frame callback alone is not enough: the
 * first frame can come while the text still waits for its font.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // A frame callback runs just before a paint; a task queued from it runs after that paint.
      return requestAnimationFrame(() => void yieldToBrowser().then(resolve));
    }
    const painted = () => {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) painted();
    });
    observer.observe({ type: 'paint', buffered: true });
    const timeout = setTimeout(painted, paintTimeoutMs);
  });
}
