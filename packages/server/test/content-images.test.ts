import {
  carouselImageSchema,
  carouselResponseSchema,
  errorSchema,
  paths,
  shopLinkSchema,
  type CarouselImage,
  type ShopLink,
  type UploadKind,
} from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLocalChangeFeed } from '../src/db/changes.js';
import { carouselImages } from '../src/db/schema.js';
import content from '../src/modules/content/routes.js';
import { bearer, createTestApp, type TestApp } from './harness.js';
import { testPicture } from './images.js';
import { multipart, type TestFormValue } from './multipart.js';

const changes = createLocalChangeFeed();
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let png: { buffer: Buffer; fileName: string; type: string };
beforeAll(async () => {
  t = await createTestApp({ modules: [content], changes });
  admin = bearer(await t.createAdmin());
  customer = (await t.signup()).headers;
  png = { buffer: await testPicture('png'), fileName: 'link.png', type: 'image/png' };
});
afterAll(() => t?.close());

type Form = Record<string, TestFormValue | undefined>;
const send = async (method: 'POST' | 'PUT', url: string, form: Form, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, ...(await multipart(form, headers)) });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const remove = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'DELETE', url, headers });

const isStored = async (kind: UploadKind, file: string) => (await t.uploads.stat(kind, file)) !== undefined;
const unknownId = '3f2b8c1e-0d4a-4e5b-9c6d-7e8f9a0b1c2d';
const malformedIds = ['not-an-id', '123', "1' OR '1'='1"];

const shopLinks = async () => z.array(shopLinkSchema).parse((await get(paths.shopLinks)).json());
const carousel = async () => carouselResponseSchema.parse((await get(paths.carouselImages)).json()).images;
const fileOf = (imageUrl: string) => imageUrl.replace('/uploads/images/', '');

describe('shop links', () => {
  let link: ShopLink;

  it('[API-36] [SERVER-05] GET /api/shoplink/getshoplink is public and answers [] on an empty shop', async () => {
    const response = await get(paths.shopLinks, { authorization: 'Bearer rubbish' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('[API-36] [SERVER-21] POST /api/shoplink/createShopLink (multipart) answers 201 with the link', async () => {
    const response = await send(
      'POST',
      paths.addShopLink,
      { title: 'Monsoon harvest', category: 'new-arrival', image: png },
      admin,
    );
    expect(response.statusCode).toBe(201);
    link = shopLinkSchema.parse(response.json());
    expect(link).toMatchObject({ title: 'Monsoon harvest', category: 'new-arrival' });
    expect(await isStored('shoplinks', link.image!)).toBe(true);
    expect(await shopLinks()).toEqual([link]);

    const served = await get(paths.upload('shoplinks', link.image!));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['no image', { title: 'Festive collection', category: 'collection' }, 'An image is required'],
    ['an empty title', { title: '  ', category: 'collection', image: 'png' }, 'Title is required'],
    ['no title', { category: 'collection', image: 'png' }, 'Title is required'],
    [
      'another category',
      { title: 'Sale', category: 'sale', image: 'png' },
      'Category must be new-arrival or collection',
    ],
    ['a title over 200 characters', { title: 'x'.repeat(201), category: 'collection', image: 'png' }, /at most 200/],
  ])('[SERVER-21] [SERVER-14] creating with %s is a 400 {msg} and stores nothing', async (_name, fields, msg) => {
    const form = { ...fields, image: 'image' in fields ? png : undefined };
    const response = await send('POST', paths.addShopLink, form, admin);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toMatch(msg);
    expect(await shopLinks()).toEqual([link]);
  });

  it('[SERVER-38] a shop link image that is not a picture is a 400 and nothing is stored', async () => {
    const html = {
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
      fileName: 'x.png',
      type: 'image/png',
    };
    const response = await send(
      'POST',
      paths.addShopLink,
      { title: 'Bad', category: 'collection', image: html },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(await shopLinks()).toEqual([link]);
  });

  it('[API-36] PUT /api/shoplink/updateShopLink/{id} without an image keeps the picture', async () => {
    const response = await send(
      'PUT',
      paths.updateShopLink(link._id),
      { title: 'Festive picks', category: 'collection' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const updated = shopLinkSchema.parse(response.json());
    expect(updated).toEqual({ ...link, title: 'Festive picks', category: 'collection' });
    expect(await shopLinks()).toEqual([updated]);
    link = updated;
  });

  it('[API-36] [SERVER-41] an update with a new image replaces the picture and removes the old file', async () => {
    const jpeg = { buffer: await testPicture('jpeg'), fileName: 'new.jpg', type: 'image/jpeg' };
    const response = await send(
      'PUT',
      paths.updateShopLink(link._id),
      { title: 'Festive picks', category: 'collection', image: jpeg },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const updated = shopLinkSchema.parse(response.json());
    expect(updated.image).not.toBe(link.image);
    expect(await isStored('shoplinks', updated.image!)).toBe(true);
    expect(await isStored('shoplinks', link.image!)).toBe(false);
    expect(await isStored('shoplinks', link.image!.replace('.webp', '.thumb.webp'))).toBe(false);
    link = updated;
  });

  it('[SERVER-21] an update needs a title and a known category', async () => {
    const response = await send('PUT', paths.updateShopLink(link._id), { title: '', category: 'collection' }, admin);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toBe('Title is required');
    expect(await shopLinks()).toEqual([link]);
  });

  it('[SERVER-16] an unknown or malformed id is a 404 {msg} on update and delete', async () => {
    for (const id of [unknownId, ...malformedIds]) {
      const update = await send(
        'PUT',
        paths.updateShopLink(id),
        { title: 'x', category: 'collection', image: png },
        admin,
      );
      expect(update.statusCode, id).toBe(404);
      errorSchema.parse(update.json());
      const deletion = await remove(paths.deleteShopLink(id), admin);
      expect(deletion.statusCode, id).toBe(404);
      errorSchema.parse(deletion.json());
    }
    expect(await shopLinks()).toEqual([link]);
  });

  it('[SERVER-10] creating, updating and deleting need an admin: 401 without a token, 403 for a customer', async () => {
    const form = { title: 'Intruder', category: 'collection', image: png };
    for (const headers of [{}, customer]) {
      const status = Object.keys(headers).length ? 403 : 401;
      const created = await send('POST', paths.addShopLink, form, headers);
      expect(created.statusCode).toBe(status);
      errorSchema.parse(created.json());
      expect((await send('PUT', paths.updateShopLink(link._id), form, headers)).statusCode).toBe(status);
      expect((await remove(paths.deleteShopLink(link._id), headers)).statusCode).toBe(status);
    }
    expect(await shopLinks()).toEqual([link]);
  });

  it('[API-36] [SERVER-41] DELETE /api/shoplink/deleteShopLink/{id} answers 200 and removes the image file', async () => {
    const response = await remove(paths.deleteShopLink(link._id), admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Link deleted' });
    expect(await shopLinks()).toEqual([]);
    expect(await isStored('shoplinks', link.image!)).toBe(false);
    expect((await get(paths.upload('shoplinks', link.image!))).statusCode).toBe(404);
  });
});

describe('carousel images', () => {
  let slide: CarouselImage;

  it('[API-05] GET /api/images/get answers {success: true, images: []} on an empty shop', async () => {
    const response = await get(paths.carouselImages);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, images: [] });
  });

  it('[API-38] POST /api/images/add (multipart) answers 201 and the slide is listed with its imageUrl', async () => {
    const form = { title: 'Basmati season', description: 'Aged basmati, 10% off this week', image: png };
    const response = await send('POST', paths.addCarouselImage, form, admin);
    expect(response.statusCode).toBe(201);
    slide = carouselImageSchema.parse(response.json());
    expect(slide.imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.webp$/);
    expect(await carousel()).toEqual([slide]);
  });

  it('[API-04] [API-05] the imageUrl is served as an image', async () => {
    const response = await get(slide.imageUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('[API-05] slides are listed by position, then oldest first', async () => {
    const second = carouselImageSchema.parse(
      (
        await send(
          'POST',
          paths.addCarouselImage,
          { title: 'Millets', description: 'Ragi and jowar', image: png },
          admin,
        )
      ).json(),
    );
    expect((await carousel()).map((image) => image._id)).toEqual([slide._id, second._id]);
    await t.db.update(carouselImages).set({ position: -1 }).where(eq(carouselImages.id, second._id));
    // A change made straight in the database drops the cached list the way an admin write does.
    await changes.publish('content');
    expect((await carousel()).map((image) => image._id)).toEqual([second._id, slide._id]);
    expect((await remove(paths.deleteCarouselImage(second._id), admin)).statusCode).toBe(200);
    expect(await carousel()).toEqual([slide]);
  });

  it.each([
    ['no image', { title: 'Dals', description: 'Toor and moong' }, 'An image is required'],
    ['no title', { description: 'Toor and moong', image: 'png' }, 'Title is required'],
    ['no description', { title: 'Dals', image: 'png' }, 'Description is required'],
    [
      'a description over 5,000 characters',
      { title: 'Dals', description: 'x'.repeat(5001), image: 'png' },
      /at most 5000/,
    ],
  ])('[SERVER-18] [SERVER-14] adding with %s is a 400 {msg} and stores nothing', async (_name, fields, msg) => {
    const form = { ...fields, image: 'image' in fields ? png : undefined };
    const response = await send('POST', paths.addCarouselImage, form, admin);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toMatch(msg);
    expect(await carousel()).toEqual([slide]);
  });

  it('[API-38] PUT /api/images/update/{id} without an image changes the texts and keeps the picture', async () => {
    const response = await send(
      'PUT',
      paths.updateCarouselImage(slide._id),
      { title: 'Basmati week', description: 'Now 15% off' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const updated = carouselImageSchema.parse(response.json());
    expect(updated).toEqual({ ...slide, title: 'Basmati week', description: 'Now 15% off' });
    expect(await carousel()).toEqual([updated]);
    slide = updated;
  });

  it('[API-38] [SERVER-41] an update with a new image replaces it and the old file is gone', async () => {
    const gif = { buffer: await testPicture('gif'), fileName: 'new.gif', type: 'image/gif' };
    const response = await send(
      'PUT',
      paths.updateCarouselImage(slide._id),
      { title: 'Basmati week', description: 'Now 15% off', image: gif },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const updated = carouselImageSchema.parse(response.json());
    expect(updated.imageUrl).not.toBe(slide.imageUrl);
    expect(await isStored('images', fileOf(slide.imageUrl))).toBe(false);
    expect((await get(slide.imageUrl)).statusCode).toBe(404);
    expect((await get(updated.imageUrl)).statusCode).toBe(200);
    slide = updated;
  });

  it('[SERVER-18] an update needs a title and a description', async () => {
    const response = await send('PUT', paths.updateCarouselImage(slide._id), { title: 'Only a title' }, admin);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toBe('Description is required');
    expect(await carousel()).toEqual([slide]);
  });

  it('[SERVER-16] an unknown or malformed id is a 404 {msg} on update and delete', async () => {
    for (const id of [unknownId, ...malformedIds]) {
      const update = await send('PUT', paths.updateCarouselImage(id), { title: 'x', description: 'y' }, admin);
      expect(update.statusCode, id).toBe(404);
      errorSchema.parse(update.json());
      const deletion = await remove(paths.deleteCarouselImage(id), admin);
      expect(deletion.statusCode, id).toBe(404);
      errorSchema.parse(deletion.json());
    }
  });

  it('[SERVER-10] adding, updating and deleting need an admin: 401 without a token, 403 for a customer', async () => {
    const form = { title: 'Intruder', description: 'Nope', image: png };
    for (const [headers, status] of [
      [{}, 401],
      [customer, 403],
    ] as const) {
      const added = await send('POST', paths.addCarouselImage, form, headers);
      expect(added.statusCode).toBe(status);
      errorSchema.parse(added.json());
      expect((await send('PUT', paths.updateCarouselImage(slide._id), form, headers)).statusCode).toBe(status);
      expect((await remove(paths.deleteCarouselImage(slide._id), headers)).statusCode).toBe(status);
    }
    expect(await carousel()).toEqual([slide]);
  });

  it('[API-38] [SERVER-41] DELETE /api/images/{id} answers 200, the list reflects it and the file is gone', async () => {
    const response = await remove(paths.deleteCarouselImage(slide._id), admin);
    expect(response.statusCode).toBe(200);
    expect(await carousel()).toEqual([]);
    expect(await isStored('images', fileOf(slide.imageUrl))).toBe(false);
  });
});
