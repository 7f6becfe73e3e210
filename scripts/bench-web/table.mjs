// The Lighthouse table `npm run bench:web` prints.
import { jsBudgets } from '../js-budgets.mjs';

/** Kilobytes of 1,000 bytes, as `scripts/bundle-size.mjs` prints them. */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)}`;
const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const both = ({ transferred, brotli }) => `${kb(transferred)} / ${kb(brotli)}`;

/** The page's JS budget in kB (`home (hi)`: the Hindi home's), and whether it was passed. */
function budgetOf(name, brotliBytes) {
  const [, page, language = 'en'] = /^(\w+)(?: \((\w+)\))?$/.exec(name) ?? [];
  const budget = jsBudgets[language]?.[page];
  if (budget === undefined) return '–';
  return `${kb(budget)}${brotliBytes > budget ? ' over' : ''}`;
}

export function formatTable(pages) {
  const header = ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS kB', 'JS budget', 'CSS kB', 'HTML kB'];
  const rows = pages.map(({ name, figures: f }) => [
    name,
    String(f.score),
    seconds(f.fcpMs),
    seconds(f.lcpMs),
    millis(f.tbtMs),
    f.cls === null ? '–' : f.cls.toFixed(3),
    both(f.bytes.js),
    budgetOf(name, f.bytes.js.brotli),
    both(f.bytes.css),
    both(f.bytes.html),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    'kB: transferred (as the server sent it) / brotli quality 11 (the same resources compressed here)',
    'JS budget: scripts/js-budgets.mjs, brotli; "over" when what the page loaded passes it',
  ].join('\n');
}
