// Every requirement ID the repo names can be looked up in docs/requirements.md: a test title's
// `[CART-14]`, a story's `req:ADMIN-42` tag, a comment's `(SERVER-33)`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogue = readFileSync(path.join(root, 'docs/requirements.md'), 'utf8');

/** The IDs the catalogue lists, one per `- **AREA-NN**` line. */
const listedIds = [...catalogue.matchAll(/^- \*\*([A-Z]+-\d+)\*\*/gm)].map((match) => match[1]!);
const listed = new Set(listedIds);
const areas = new Set(listedIds.map((id) => id.split('-')[0]!));

const sourceFile = /\.(ts|tsx|js|mjs|mdx)$/;
const notSources = new Set(['node_modules', 'dist', 'test-results', '__screenshots__', '.vitest-attachments']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (notSources.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (sourceFile.test(entry.name)) yield file;
  }
}

/**
 * The IDs a file names: any bracketed `[AREA-NN]` or `req:AREA-NN` tag, and a bare `AREA-NN` of
 * an area the catalogue has (a bare `UTF-16` or `DH-26` is no requirement).
 */
function namedIds(text: string): string[] {
  const tags = [...text.matchAll(/\[([A-Z]+-\d+)\]|req:([A-Z]+-\d+)/g)].map((match) => (match[1] ?? match[2])!);
  const mentions = [...text.matchAll(/\b([A-Z]+)-(\d{2,})\b/g)]
    .filter((match) => areas.has(match[1]!))
    .map((match) => match[0]);
  return [...tags, ...mentions];
}

describe('requirement IDs', () => {
  it('docs/requirements.md lists each ID once', () => {
    expect(listedIds.length).toBeGreaterThan(300);
    expect(listedIds.filter((id, index) => listedIds.indexOf(id) !== index)).toEqual([]);
  });

  it('every ID a test, story or comment names is listed in docs/requirements.md', () => {
    const unlisted: string[] = [];
    for (const dir of ['packages', 'stories', 'tests']) {
      for (const file of sourceFiles(path.join(root, dir))) {
        for (const id of new Set(namedIds(readFileSync(file, 'utf8')))) {
          if (!listed.has(id)) unlisted.push(`${path.relative(root, file)}: ${id}`);
        }
      }
    }
    expect(unlisted).toEqual([]);
  });
});
