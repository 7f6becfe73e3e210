import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { type KnownScreen, captureMark } from './capture-mark.ts';

/**
 * A fast path in front of `toMatchScreenshot`, whose cost is decoding PNGs in Node (about
 * 0.3 s a screen). Chromium encodes the same pixels to the same bytes, so a capture whose
 * bytes are those of one already found to match the current baseline is that same picture.
 * `known-screens.json` records, per baseline, the hash of the baseline file and of the
 * capture that matched it; when either changes, the full comparison runs as before and the
 * record follows it. The record only ever skips work: a missing or stale one costs time.
 */

/** The options `toMatchScreenshot` takes its screenshots with (Vitest's defaults). */
const screenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'device' } as const;

type Record = { baseline: string; capture: string };

export const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Vitest's file name for a screenshot argument (`sanitize` in @vitest/browser). */
export const fileName = (name: string) =>
  `${name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')}.png`;

export function knownScreenCommands(baselineDir: string) {
  const recordFile = path.join(baselineDir, 'known-screens.json');
  let records: { [name: string]: Record } | undefined;
  const load = () => (records ??= existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : {});
  const baselineHash = (name: string) => {
    const file = path.join(baselineDir, fileName(name));
    return existsSync(file) ? sha(readFileSync(file)) : undefined;
  };

  /** The marked element's screenshot, as `toMatchScreenshot` would take it, hashed. */
  const captureHash = async (context: Parameters<BrowserCommand<[]>>[0]) =>
    sha(await context.iframe.locator(`[${captureMark}]`).screenshot(screenshotOptions));

  /**
   * `known`: the marked element shows exactly a picture known to match its baseline. `record`:
   * nothing is known for this baseline as it is (or baselines are being rewritten), so the
   * picture is remembered once the full comparison has passed. `compare`: the picture differs
   * from the known one; only the full comparison can tell whether it is within tolerance.
   */
  const knownScreen: BrowserCommand<[name: string], Promise<KnownScreen>> = async (context, name) => {
    const record = load()[name];
    const updating = context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all';
    if (updating || !record || record.baseline !== baselineHash(name)) return 'record';
    return record.capture === (await captureHash(context)) ? 'known' : 'compare';
  };

  /** After `toMatchScreenshot` passed: the marked element's picture is known to match. */
  const rememberScreen: BrowserCommand<[name: string]> = async (context, name) => {
    const baseline = baselineHash(name);
    if (!baseline) return;
    const all = load();
    all[name] = { baseline, capture: await captureHash(context) };
    const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(recordFile, `${JSON.stringify(sorted, null, 1)}\n`);
  };

  return { knownScreen, rememberScreen };
}
