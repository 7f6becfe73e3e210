import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { carouselImageSchema, errorSchema, paths, type UploadKind } from '@dhanya/api/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import content from '../src/modules/content/routes.js';
import type { ServerModule } from '../src/server-types.js';
import { readImageUpload, removeImage, storeImage } from '../src/uploads/index.js';
import { bearer, createTestApp, type TestApp } from './harness.js';
import { testPicture } from './images.js';
import { multipart, type TestFile } from './multipart.js';

/** Stands in for a module's upload route: the fields and the stored file name. */
const probe: ServerModule = async (app) => {
  app.post('/api/probe/upload', async (request, reply) => {
    const { fields, image } = await readImageUpload(request, { fields: ['title', 'category'] });
    const file = image ? await storeImage('products', image.buffer) : null;
    return reply.code(201).send({ fields, file });
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [probe, content] });
});
afterAll(() => t?.close());

const upload = async (fields: Parameters<typeof multipart>[0]) =>
  t.app.inject({ method: 'POST', url: '/api/probe/upload', ...(await multipart(fields)) });

const storedFiles = async () => (await t.uploads.list('products')).sort();
const storedBytes = async (kind: UploadKind, name: string) => (await t.uploads.get(kind, name))?.bytes;
const isStored = async (kind: UploadKind, name: string) => (await t.uploads.stat(kind, name)) !== undefined;

const picture = async (format: Parameters<typeof testPicture>[0], size?: { width: number; height: number }) =>
  ({ buffer: await testPicture(format, size), fileName: `photo.${format}`, type: `image/${format}` }) as TestFile;

/** A valid PNG header claiming `width` × `height` pixels, with almost no data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A stored picture's files: the full picture, its 1200 and 960 px variants and its thumbnail. */
const variantNames = (file: string) =>
  ['', '.large', '.medium', '.thumb'].map((suffix) => file.replace('.webp', `${suffix}.webp`));

const uuidWebp = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

describe('uploads: what is accepted', () => {
  it.each(['png', 'jpeg', 'gif', 'webp', 'avif'] as const)(
    '[SERVER-38] a %s image is accepted and stored as WebP under a server-made name',
    async (format) => {
      const response = await upload({ title: 'Sona Masoori', image: await picture(format) });
      expect(response.statusCode).toBe(201);
      const { file } = response.json<{ file: string }>();
      expect(file).toMatch(uuidWebp);
      for (const name of variantNames(file)) {
        const stored = await storedBytes('products', name);
        expect(stored && (await fileTypeFromBuffer(stored))?.mime, name).toBe('image/webp');
      }
    },
  );

  it('[SERVER-40] the client file name is never used: a traversal name is stored under a uuid', async () => {
    const image = { ...(await picture('png')), fileName: '../../etc/passwd.png' };
    const response = await upload({ image });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ file: string }>().file).toMatch(uuidWebp);
    expect(existsSync(path.join(t.config.dataDir, 'etc'))).toBe(false);
    expect(existsSync(path.join(t.config.uploadsDir, 'etc'))).toBe(false);
  });

  it('the text fields asked for come back; others are ignored', async () => {
    const response = await upload({ title: 'Toor dal', category: 'collection', role: '1', _id: 'x' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ fields: { title: 'Toor dal', category: 'collection' }, file: null });
  });

  it('re-encodes to web sizes: at most 1600, 1200, 960 and 480 px, small pictures never enlarged', async () => {
    const big = await upload({ image: await picture('png', { width: 3200, height: 2000 }) });
    const bigFile = big.json<{ file: string }>().file;
    const size = async (name: string) => {
      const { width, height } = await sharp(await storedBytes('products', name)).metadata();
      return [width, height];
    };
    expect(await size(bigFile)).toEqual([1600, 1000]);
    expect(await size(bigFile.replace('.webp', '.large.webp'))).toEqual([1200, 750]);
    expect(await size(bigFile.replace('.webp', '.medium.webp'))).toEqual([960, 600]);
    expect(await size(bigFile.replace('.webp', '.thumb.webp'))).toEqual([480, 300]);

    const small = await upload({ image: await picture('png', { width: 64, height: 48 }) });
    const smallMeta = await sharp(await storedBytes('products', small.json<{ file: string }>().file)).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([64, 48]);
  });

  it('turns a photo by its EXIF orientation and strips its metadata', async () => {
    const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#ffc107' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const response = await upload({ image: { buffer: photo, fileName: 'phone.jpg', type: 'image/jpeg' } });
    const stored = await sharp(await storedBytes('products', response.json<{ file: string }>().file)).metadata();
    expect([stored.width, stored.height]).toEqual([40, 80]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });
});

describe('uploads: what is refused, with nothing stored', () => {
  let before: string[];
  beforeEach(async () => {
    before = await storedFiles();
  });

  const refused = async (image: TestFile | TestFile[], status: number, msg: string | RegExp) => {
    const response = await upload({ title: 'Refused', image });
    expect(response.statusCode).toBe(status);
    const body = errorSchema.parse(response.json());
    if (typeof msg === 'string') expect(body.msg).toBe(msg);
    else expect(body.msg).toMatch(msg);
    expect(await storedFiles()).toEqual(before);
  };

  const unsupported = 'Please upload a JPEG, PNG, WebP, AVIF or GIF image';

  it('[SERVER-38] an SVG is refused with 400', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await refused({ buffer: svg, fileName: 'logo.svg', type: 'image/svg+xml' }, 400, unsupported);
  });

  it('[SERVER-38] an HTML file named x.png and declared image/png is refused with 400', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    await refused({ buffer: html, fileName: 'x.png', type: 'image/png' }, 400, unsupported);
  });

  it('[SERVER-38] a text file named .png is refused with 400', async () => {
    await refused(
      { buffer: Buffer.from('just some words'), fileName: 'notes.png', type: 'image/png' },
      400,
      unsupported,
    );
  });

  it('[SERVER-38] a broken image with a PNG signature is refused with 400, not 500', async () => {
    const broken = Buffer.concat([pngClaiming(10, 10).subarray(0, 33), Buffer.from('garbage')]);
    await refused({ buffer: broken, fileName: 'broken.png', type: 'image/png' }, 400, /JPEG, PNG, WebP, AVIF or GIF/);
  });

  it('[SERVER-39] an image over 5 MB is refused with 413', async () => {
    const png = await testPicture('png');
    const huge = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length, 1)]);
    await refused({ buffer: huge, fileName: 'big.png', type: 'image/png' }, 413, 'Images must be 5 MB or smaller');
  });

  it('[SERVER-39] a picture claiming more pixels than the limit (decompression bomb) is refused', async () => {
    await refused({ buffer: pngClaiming(20_000, 20_000), fileName: 'bomb.png', type: 'image/png' }, 413, /megapixels/);
  });

  it('[SERVER-39] two files in one request are refused with 400', async () => {
    const png = await picture('png');
    await refused([png, png], 400, 'Please send only one image');
  });

  it('[SERVER-39] a file under another field name is refused with 400', async () => {
    const response = await upload({ title: 'Refused', photo: await picture('png') });
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toMatch(/"image"/);
    expect(await storedFiles()).toEqual(before);
  });

  it('a request that is not multipart is refused with 400 {msg}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/upload',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', image: 'data:image/png;base64,AAAA' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toMatch(/multipart/);
  });

  it('a form field longer than 100 KB is refused with 400', async () => {
    const response = await upload({ title: 'x'.repeat(101 * 1024) });
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toBe('title is too long');
  });
});

describe('uploads: serving', () => {
  let file: string;
  beforeAll(async () => {
    const response = await upload({ image: await picture('jpeg') });
    file = response.json<{ file: string }>().file;
  });

  it('[API-04] [SERVER-40] a stored image and its variants are served as WebP with long caching and nosniff', async () => {
    for (const name of variantNames(file)) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/products/${name}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals((await storedBytes('products', name))!)).toBe(true);
    }
  });

  it('[API-04] a HEAD answers the headers of a GET without the picture', async () => {
    const url = `/uploads/products/${file}`;
    const [get, head] = await Promise.all(
      ['GET', 'HEAD'].map((method) => t.app.inject({ method: method as 'GET', url })),
    );
    expect(head!.statusCode).toBe(200);
    expect(head!.body).toBe('');
    for (const header of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
      expect(head!.headers[header], header).toBe(get!.headers[header]);
    }
    expect(Number(head!.headers['content-length'])).toBe(get!.rawPayload.length);
  });

  it('[API-04] a request holding the picture already (ETag or date) is a 304 without it', async () => {
    const url = `/uploads/products/${file}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", ${etag}` },
      { 'if-modified-since': String(first.headers['last-modified']) },
    ]) {
      const again = await t.app.inject({ method: 'GET', url, headers });
      expect(again.statusCode, JSON.stringify(headers)).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('[API-04] every kind is served from its own place', async () => {
    for (const kind of ['images', 'category', 'products', 'shoplinks'] as const) {
      const name = await storeImage(kind, await testPicture('png'));
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${kind}/${name}` });
      expect(response.statusCode, kind).toBe(200);
      expect(await isStored(kind, name)).toBe(true);
    }
  });

  it('[SERVER-40] a missing file, an unknown kind or a foreign name is a 404 {msg} in JSON', async () => {
    await t.uploads.put('products', 'notes.txt', Buffer.from('not an upload'));
    const urls = [
      '/uploads/products/00000000-0000-4000-8000-000000000000.webp',
      `/uploads/secrets/${file}`,
      `/uploads/category/${file}`,
      '/uploads/products/notes.txt',
      '/uploads/products/..%2F..%2Fetc%2Fpasswd',
      '/uploads/products/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/../../etc/passwd',
      '/uploads/products/%2E%2E%2Fproducts%2F' + file,
      '/uploads/products',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(errorSchema.parse(response.json()).msg, url).toBeTruthy();
    }
  });
});

describe('uploads: removing', () => {
  it('[SERVER-41] removeImage deletes every variant, and a second removal is no error', async () => {
    const name = await storeImage('shoplinks', await testPicture('png'));
    for (const variant of variantNames(name)) expect(await isStored('shoplinks', variant), variant).toBe(true);
    await removeImage('shoplinks', name);
    for (const variant of variantNames(name)) expect(await isStored('shoplinks', variant), variant).toBe(false);
    await expect(removeImage('shoplinks', name)).resolves.toBeUndefined();
  });

  it('[SERVER-40] removeImage touches nothing but names the server made', async () => {
    const outside = path.join(t.config.dataDir, 'keep.webp');
    await writeFile(outside, 'keep me');
    await t.uploads.put('products', 'legacy.svg', Buffer.from('<svg/>'));
    for (const name of ['../../keep.webp', '../keep.webp', 'legacy.svg', '', null]) {
      await removeImage('products', name);
    }
    expect(existsSync(outside)).toBe(true);
    expect(await isStored('products', 'legacy.svg')).toBe(true);
  });
});

describe("uploads: replacing an item's image", () => {
  it('[SERVER-41] a carousel image given a new picture loses its old file, and deleting it removes the new one', async () => {
    const admin = bearer(await t.createAdmin());
    const send = async (method: 'POST' | 'PUT', url: string, format: 'png' | 'webp') =>
      carouselImageSchema.parse(
        (
          await t.app.inject({
            method,
            url,
            ...(await multipart({ title: 'Harvest', description: 'New rice', image: await picture(format) }, admin)),
          })
        ).json(),
      );
    const stored = (imageUrl: string) => isStored('images', imageUrl.replace('/uploads/images/', ''));

    const added = await send('POST', paths.addCarouselImage, 'png');
    expect(await stored(added.imageUrl)).toBe(true);
    const replaced = await send('PUT', paths.updateCarouselImage(added._id), 'webp');
    expect(await stored(replaced.imageUrl)).toBe(true);
    expect(await stored(added.imageUrl)).toBe(false);
    expect(await stored(added.imageUrl.replace('.webp', '.thumb.webp'))).toBe(false);

    await t.app.inject({ method: 'DELETE', url: paths.deleteCarouselImage(added._id), headers: admin });
    expect(await stored(replaced.imageUrl)).toBe(false);
  });
});
