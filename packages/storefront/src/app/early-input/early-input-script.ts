import { installEarlyInput } from './capture';

/**
 * The storefront page's first script, inlined in its <head> so it runs before anything is
 * painted and costs no request. The server allows exactly this text by its hash in the
 * Content-Security-Policy (`script-src 'self' 'sha256-…'`).
 */
export const earlyInputScript = `(${installEarlyInput.toString()})();`;
