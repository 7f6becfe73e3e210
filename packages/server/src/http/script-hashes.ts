import { createHash } from 'node:crypto';

/** A CSP source allowing exactly this inline script: `'sha256-…'`. */
export function inlineScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/** The policy with these inline scripts' hashes added to its `script-src`; unchanged without one. */
export function allowInlineScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/script-src ([^;]*)/, (_, sources: string) => `script-src ${sources} ${hashes.join(' ')}`);
}
