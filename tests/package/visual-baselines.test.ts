// The committed visual baselines stay lean (README, "Visual tests"): a picture is kept once, and
// the fast-path record names only baselines that exist.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileName, sha } from '../../.storybook/visual/known-screens';

const baselineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../visual/baselines');
const pictures = readdirSync(baselineDir).filter((file) => file.endsWith('.png'));

describe('visual baselines', () => {
  it('holds no two byte-identical pictures: a story that shows what another shows takes none', () => {
    const byContent = new Map<string, string[]>();
    for (const file of pictures) {
      const hash = sha(readFileSync(path.join(baselineDir, file)));
      byContent.set(hash, [...(byContent.get(hash) ?? []), file]);
    }
    const copies = [...byContent.values()].filter((files) => files.length > 1);
    expect(copies).toEqual([]);
  });

  it('records known screens only for baselines that exist', () => {
    const records = JSON.parse(readFileSync(path.join(baselineDir, 'known-screens.json'), 'utf8')) as object;
    const files = new Set(pictures);
    const stale = Object.keys(records).filter((name) => !files.has(fileName(name)));
    expect(stale).toEqual([]);
  });
});
