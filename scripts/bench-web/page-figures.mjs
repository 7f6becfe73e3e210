// The figures reported for one page out of one Lighthouse result: score, paint and
// blocking metrics, and the bytes of JS, CSS and HTML the page loaded.
import { brotliCompressSync, constants } from 'node:zlib';

const kinds = { Script: 'js', Stylesheet: 'css', Document: 'html' };

function metric(lhr, audit) {
  return lhr.audits[audit]?.numericValue ?? null;
}

async function brotliBytes(url) {
  // fetch() undoes any content-encoding, so this measures the resource itself, compressed
  // the same way whether or not the server compresses.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status} when measuring it again`);
  const body = Buffer.from(await response.arrayBuffer());
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Transferred bytes from Lighthouse's network records; brotli bytes by fetching each resource again. */
async function resourceBytes(lhr) {
  const bytes = {
    js: { transferred: 0, brotli: 0 },
    css: { transferred: 0, brotli: 0 },
    html: { transferred: 0, brotli: 0 },
  };
  const measured = new Set();
  for (const request of lhr.audits['network-requests'].details.items) {
    const kind = kinds[request.resourceType];
    if (!kind || !/^https?:/.test(request.url)) continue;
    bytes[kind].transferred += request.transferSize ?? 0;
    if (measured.has(request.url)) continue;
    measured.add(request.url);
    bytes[kind].brotli += await brotliBytes(request.url);
  }
  return bytes;
}

export async function pageFigures(lhr) {
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    bytes: await resourceBytes(lhr),
  };
}
