import { get } from 'node:http';
import { chromium } from 'playwright';

/** Debian's Chromium, launched as tests/support/chromium.ts does (browsers are never downloaded on these machines). */
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

export type ByteKind = 'html' | 'js' | 'css' | 'json';

export type PageBytes = Record<ByteKind, number> & { requests: number };

const kindOf = (contentType: string): ByteKind | undefined =>
  contentType.includes('html')
    ? 'html'
    : contentType.includes('javascript')
      ? 'js'
      : contentType.includes('css')
        ? 'css'
        : contentType.includes('json')
          ? 'json'
          : undefined;

/**
 * What a first visit to each page downloads, by kind: Chromium opens the page with an empty
 * cache and waits until the network is idle (the hydrating code and any JSON the page asks
 * for after it included); every same-origin request it made is then asked again with
 * `Accept-Encoding: br, gzip` and the body counted as the server sends it (compressed).
 * Pictures and fonts are not counted. Chromium itself is not asked for sizes: over plain
 * http it offers no brotli, which the shop's pages would get on the internet.
 */
export async function measurePages(origin: string, pagePaths: readonly string[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const measured: PageBytes[] = [];
    for (const pagePath of pagePaths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const urls = new Set<string>();
      page.on('request', (request) => {
        if (request.url().startsWith(origin)) urls.add(request.url());
      });
      const response = await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
      await context.close();
      measured.push(await countBytes([...urls]));
    }
    return measured;
  } finally {
    await browser.close();
  }
}

/** The bytes of these URLs as served, compressed; only HTML, JS, CSS and JSON. */
export async function countBytes(urls: readonly string[]): Promise<PageBytes> {
  const bytes: PageBytes = { html: 0, js: 0, css: 0, json: 0, requests: 0 };
  for (const url of urls) {
    const { contentType, length } = await servedBytes(url);
    const kind = kindOf(contentType);
    if (!kind) continue;
    bytes[kind] += length;
    bytes.requests += 1;
  }
  return bytes;
}

/** fetch() would decode the body: node:http hands it over as sent. */
function servedBytes(url: string): Promise<{ contentType: string; length: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve({ contentType: response.headers['content-type'] ?? '', length }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
