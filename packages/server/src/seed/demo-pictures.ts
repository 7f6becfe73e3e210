import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type UploadKind, type UploadVariant, uploadVariants } from '@dhanya/api/contract';
import {
  carouselImageSvg,
  categoryImageSvg,
  demoCarousel,
  demoCategories,
  demoProducts,
  demoShopLinks,
  type DemoProduct,
  productImageSvg,
  shopLinkImageSvg,
} from '@dhanya/api/demo';
import sharp from 'sharp';
import { type EncodedImage, encodeImage, storeEncodedImage } from '../uploads/store-image.js';

/**
 * Where the server's build leaves the demo pictures it drew: `dist/demo-pictures/`, beside the
 * bundle this module is part of, or two folders up when it runs from source (tests, `npm run
 * dev`). Names are the drawings' content, so a source run never reads a stale picture.
 */
export const drawnAheadFolder = fileURLToPath(
  new URL(import.meta.url.includes('/src/seed/') ? '../../dist/demo-pictures/' : './demo-pictures/', import.meta.url),
);

/** A drawing's pictures, named by its content so a changed drawing never finds a stale one. */
function pictureFiles(folder: string, svg: string): (variant: UploadVariant) => string {
  const name = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  return ({ suffix }) => path.join(folder, `${name}${suffix}.webp`);
}

/** Draws a demo picture as an upload of it would be encoded (WebP, every web size). */
async function encodeDrawing(svg: string): Promise<EncodedImage> {
  return encodeImage(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** Every variant the build drew of `svg`, or nothing when one is missing. */
async function readDrawnAhead(folder: string, svg: string): Promise<EncodedImage | undefined> {
  const fileOf = pictureFiles(folder, svg);
  try {
    return await Promise.all(
      uploadVariants.map(async (variant) => ({ variant, bytes: await readFile(fileOf(variant)) })),
    );
  } catch {
    return undefined;
  }
}

/**
 * Stores a demo picture as any uploaded image is stored. Encoding a shop's 75 drawings at four
 * sizes costs ~12 s of CPU, so the build draws them once (`drawDemoPictures`) and every new
 * shop's seed copies the bytes; a drawing the build did not draw is encoded here.
 */
export async function storeDrawing(kind: UploadKind, svg: string, folder = drawnAheadFolder): Promise<string> {
  return storeEncodedImage(kind, (await readDrawnAhead(folder, svg)) ?? (await encodeDrawing(svg)));
}

/** The demo category a demo product is in. */
export function demoCategoryOf(product: DemoProduct): (typeof demoCategories)[number] {
  const category = demoCategories.find((candidate) => candidate.key === product.categoryKey);
  if (!category) throw new Error(`Demo product ${product.key} names no demo category`);
  return category;
}

/** Every drawing the demo seed stores. */
function demoDrawings(): string[] {
  return [
    ...demoCategories.map(categoryImageSvg),
    ...demoProducts.map((product) => productImageSvg(product, demoCategoryOf(product))),
    ...demoCarousel.map(carouselImageSvg),
    ...demoShopLinks.map(shopLinkImageSvg),
  ];
}

/** Draws one picture into `folder`, as `storeDrawing` reads it. */
export async function drawAhead(folder: string, svg: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const fileOf = pictureFiles(folder, svg);
  for (const { variant, bytes } of await encodeDrawing(svg)) await writeFile(fileOf(variant), bytes);
}

/** Draws every demo picture into `folder`. Answers how many. */
export async function drawDemoPictures(folder = drawnAheadFolder): Promise<number> {
  const drawings = demoDrawings();
  for (const svg of drawings) await drawAhead(folder, svg);
  return drawings.length;
}
