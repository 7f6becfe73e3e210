import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeImage, storeImage } from '../src/uploads/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { testPicture } from './images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
});
afterAll(() => t?.close());

const get = (file: string) => t.app.inject({ method: 'GET', url: `/uploads/images/${file}` });
const medium = (file: string) => file.replace('.webp', '.medium.webp');

/** A carousel picture as an upload made before the 960 px variant existed: no `.medium.webp`. */
async function olderUpload(size = { width: 2400, height: 900 }) {
  const file = await storeImage('images', await testPicture('png', size));
  await t.uploads.delete('images', [medium(file)]);
  return file;
}

describe('uploads: a variant an older upload lacks', () => {
  it('is made from the full picture on its first request, and kept', async () => {
    const file = await olderUpload();
    const response = await get(medium(file));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect([width, height]).toEqual([960, 360]);
    expect((await t.uploads.get('images', medium(file)))?.bytes.equals(response.rawPayload)).toBe(true);
  });

  it('answers many requests at the same time with the same picture', async () => {
    const file = await olderUpload();
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(medium(file))));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    }
  });

  it('falls back to the full picture when the variant cannot be made from it', async () => {
    const file = await olderUpload();
    const unreadable = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 broken');
    await t.uploads.put('images', file, unreadable);
    const response = await get(medium(file));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(unreadable)).toBe(true);
    expect(await t.uploads.stat('images', medium(file))).toBeUndefined();
  });

  it('is a 404 when the picture itself is gone', async () => {
    const file = await olderUpload();
    await removeImage('images', file);
    const response = await get(medium(file));
    expect(response.statusCode).toBe(404);
    expect(await t.uploads.stat('images', medium(file))).toBeUndefined();
  });

  it('leaves no temporary file behind', async () => {
    const file = await olderUpload();
    await get(medium(file));
    expect((await t.uploads.list('images')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
