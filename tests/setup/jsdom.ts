import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadDeferredParts } from '../../packages/ui/src/lib/deferred-part';

// jsdom has no ResizeObserver; Radix measures popper arrows and radio items with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

// The apps fetch dialogs, drawers, menu panels and toasts on first use (deferredPart in
// @dhanya/ui); tests start with the ones their components use fetched, as stories do.
// deferred-part.test.tsx and the server-render tests cover the path before the fetch.
beforeAll(preloadDeferredParts);
