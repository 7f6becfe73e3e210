import { installEarlyInput } from './capture';

/** The function's text without indentation, comment lines or blank lines: every page carries it. */
function compact(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !(line.startsWith('/*') && line.endsWith('*/')))
    .join('\n');
}

/**
 * The storefront page's first script, inlined in its <head> so it runs before anything is
 * painted and costs no request. The server allows exactly this text by its hash in the
 * Content-Security-Policy (`script-src 'self' 'sha256-…'`).
 */
export const earlyInputScript = `(${compact(installEarlyInput.toString())})();`;
