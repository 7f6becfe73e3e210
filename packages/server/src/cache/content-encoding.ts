import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type StoredEncoding = 'br' | 'gzip';

/** As http/compression.ts: smaller answers are sent as they are. */
export const compressedFrom = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The body compressed once to be sent many times: brotli at quality 5, a little tighter than
 * @fastify/compress's per-request 4, as it is paid for once per change of the catalogue.
 */
export function compressBody(body: Buffer, encoding: StoredEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Brotli if the client takes it, else gzip, else undefined (Accept-Encoding, RFC 9110 12.5.3):
 * `*` stands for any coding not named, `;q=0` refuses one.
 */
export function preferredEncoding(header: string | undefined): StoredEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: StoredEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}
