// Issue 35: a shopper can put the shop on their home screen, in their language.
import { expect, test } from './support/test';

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('the shop is installable: Chromium reads its manifest and finds nothing missing', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  expect(JSON.parse(data!)).toMatchObject({ name: 'Dhanya Organics', display: 'standalone', start_url: '/' });
  // Playwright's browser context is private, which alone keeps Chromium from offering to install.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  // Each icon the manifest names is a picture of the size it says.
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    const { width, height } = pngSize(await answer.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test('installed from a Hindi page, the shop opens in Hindi under its Hindi name', async ({ page }) => {
  await page.goto('/hi');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/hi/manifest.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  const { errors, data } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(JSON.parse(data!)).toMatchObject({ name: 'धान्य ऑर्गेनिक्स', start_url: '/hi', lang: 'hi-IN' });
});
