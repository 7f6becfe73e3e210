import { inject } from 'vitest';
import { commands } from 'vitest/browser';
import { stillStyle } from './capture';

declare module 'vitest' {
  interface ProvidedContext {
    /** `--dh-color-primary=#7a1f5c`: a design token and a value to try it with (VISUAL_TOKEN_PROBE). */
    tokenProbe: string;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    recordTokenUse: (storyId: string) => Promise<void>;
  }
}

const sides = ['top', 'right', 'bottom', 'left'] as const;
const accentInputs = new Set(['checkbox', 'radio', 'range']);

function hasOwnText(element: Element): boolean {
  return [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
}

/**
 * The colours a shopper can actually see on an element or one of its pseudo-elements, as
 * computed: a border colour only where there is a border, a text colour only where there is
 * text, and nothing for what is not drawn at all.
 */
function visibleColours(element: Element, pseudo: '::before' | '::after' | null): string[] {
  const style = getComputedStyle(element, pseudo);
  if (pseudo && (style.content === 'none' || style.content === 'normal')) return [];
  if (style.display === 'none' || style.visibility !== 'visible') return [];
  const value = (name: string) => style.getPropertyValue(name);
  const colours = [value('background-color'), value('background-image'), value('box-shadow')];
  for (const side of sides) {
    const borderStyle = value(`border-${side}-style`);
    if (value(`border-${side}-width`) !== '0px' && borderStyle !== 'none' && borderStyle !== 'hidden')
      colours.push(value(`border-${side}-color`));
  }
  if (value('outline-style') !== 'none' && value('outline-width') !== '0px') colours.push(value('outline-color'));
  const text = pseudo ? style.content !== '""' : hasOwnText(element) || element instanceof HTMLInputElement;
  if (text) {
    colours.push(value('color'));
    if (value('text-decoration-line') !== 'none') colours.push(value('text-decoration-color'));
  }
  // A native checkbox, radio, slider or progress bar draws its filled part in its accent colour.
  const accented =
    (element instanceof HTMLInputElement && accentInputs.has(element.type)) || element instanceof HTMLProgressElement;
  if (!pseudo && accented) colours.push(value('accent-color'));
  if (element instanceof SVGGeometryElement || element instanceof SVGTextContentElement)
    colours.push(value('fill'), value('stroke'));
  return colours;
}

function paintOf(root: Element): string[] {
  const painted: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (element.getClientRects().length === 0) continue;
    for (const pseudo of [null, '::before', '::after'] as const)
      painted.push(visibleColours(element, pseudo).join('|'));
  }
  return painted;
}

/**
 * The oracle for the theme-change proof (README, "Visual tests"): a story uses a token when
 * giving that token another value changes a computed colour of anything it shows. Stories that
 * do are listed in visual/results/token-users.txt, to compare with the stories whose visual
 * test failed. Off unless VISUAL_TOKEN_PROBE is set.
 */
export async function probeTokenUse(storyId: string) {
  const probe = inject('tokenProbe');
  if (!probe) return;
  const [token = '', value = ''] = probe.split('=');
  // Colours read mid-transition would still be the old ones.
  const still = document.createElement('style');
  still.textContent = stillStyle;
  document.head.append(still);
  const before = paintOf(document.body);
  document.documentElement.style.setProperty(token, value);
  const after = paintOf(document.body);
  document.documentElement.style.removeProperty(token);
  paintOf(document.body);
  still.remove();
  if (before.some((paint, index) => paint !== after[index])) await commands.recordTokenUse(storyId);
}
