// Tailwind's reset (preflight) scoped to the library's elements, for
// dist/styles-without-reset.css: every rule applies only to an element with `data-slot` (each
// component's root carries one) and what is inside it, and what preflight gives html applies
// to that root.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tailwindDir = path.dirname(createRequire(import.meta.url).resolve('tailwindcss/package.json'));
const preflight = readFileSync(path.join(tailwindDir, 'preflight.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

const pageRule = /html,\s*:host\s*\{/;
if (!pageRule.test(preflight))
  throw new Error("Tailwind's preflight no longer styles `html, :host`: update this script");

/** The selectors of a list, split at its top-level commas. */
function selectorsOf(list) {
  const selectors = [];
  let depth = 0;
  let current = '';
  for (const character of list) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (character === ',' && depth === 0) {
      selectors.push(current.trim());
      current = '';
    } else current += character;
  }
  return [...selectors, current.trim()].filter(Boolean);
}

/**
 * Inside `@scope`, a selector matches below the scoping root only; a selector of one element
 * (no combinator) is repeated bound to the root (`:scope`), so the component's own root
 * element is reset too.
 */
function withRoot(list) {
  const selectors = selectorsOf(list);
  const rooted = selectors
    .filter((selector) => !/[\s>+~]/.test(selector.replace(/\([^)]*\)/g, '')))
    .map((selector) => (selector.startsWith('::') ? `:scope${selector}` : `:scope:where(${selector})`));
  return [...rooted, ...selectors].join(',\n');
}

// What preflight gives html goes last, so a component whose root is a button or an input
// takes the library's font from it rather than inheriting the page's (`font: inherit`).
const pageBlock = /html,\s*:host\s*\{[^}]*\}/;
const rootRule = pageBlock.exec(preflight)[0].replace(pageRule, ':scope {');
const rules = preflight
  .replace(pageBlock, '')
  .replace(/(^|[{}])(\s*)([^{}@]+?)\s*\{/g, (match, before, space, list) => `${before}${space}${withRoot(list)} {`);
const scoped = `@scope ([data-slot]) {\n${rules}\n${rootRule}\n}\n`;

mkdirSync(path.join(packageDir, 'build'), { recursive: true });
writeFileSync(path.join(packageDir, 'build/scoped-preflight.css'), scoped);
