import { expect } from 'vitest';

/**
 * A page never scrolls sideways: on a 375 px phone a table or a form wider than the screen
 * must fit, stack, or scroll inside its own box, so every action stays within a thumb's reach.
 */
export function expectPageFitsScreen(width: number, name: string) {
  const pageWidth = document.documentElement.scrollWidth;
  expect(pageWidth, `${name}: the page is ${pageWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}
