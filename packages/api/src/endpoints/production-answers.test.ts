import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getUsers } from './account';
import { getCarouselImages } from './carousel';
import { getCategories } from './categories';
import { devCheck } from './dev-check';

/*
 * A production build checks no answers: devCheck gives no schema there. What the spec says
 * about odd answers must hold there too. That zod is then left out of what the landing pages
 * download is proven on the production build: tests/e2e/server-rendering.spec.ts.
 */

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status: 200 })),
  );
}

beforeEach(() => {
  vi.stubEnv('DEV', false);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const category = { _id: 'cat-rice', name: 'Rice', image: 'cat-rice.svg' };
const image = { _id: 'img-1', title: 'Harvest', description: 'Fresh', imageUrl: 'img-1.svg' };

describe('in production', () => {
  test('no answer is checked against a schema', () => {
    expect(devCheck('product')).toBeUndefined();
  });

  test('[API-06] an array and an object with a categories array read the same', async () => {
    answer([category]);
    await expect(getCategories()).resolves.toEqual([category]);
    answer({ categories: [category] });
    await expect(getCategories()).resolves.toEqual([category]);
  });

  test.each([
    ['success false', { success: false, images: [image] }],
    ['a bare array', [image]],
    ['images not a list', { success: true, images: 'none' }],
    ['no body', undefined],
  ])('[HOME-13] %s is an empty carousel', async (_name, body) => {
    answer(body);
    await expect(getCarouselImages()).resolves.toEqual([]);
  });

  test('[ADMIN-27] an answer without a users list is rejected', async () => {
    answer({ people: [] });
    await expect(getUsers()).rejects.toThrow('Unexpected user data format');
  });
});
