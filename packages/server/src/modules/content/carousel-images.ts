import { paths, type CarouselImage as CarouselImageView, type Translations } from '@dhanya/api/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { carouselImages, type CarouselImage } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { removeImage, storeImage } from '../../uploads/store-image.js';

export interface CarouselImageForm {
  title: string;
  description: string;
  /** Left out: none on a new slide, unchanged on an update. */
  translations?: Translations | undefined;
  image?: Buffer | undefined;
}

const imageNotFound = 'Image not found';

/** `imageUrl` is where the picture is served: `/uploads/images/<file>` (API-04, API-05). */
function toCarouselImageView({ id, title, description, image, translations }: CarouselImage): CarouselImageView {
  return { _id: id, title, description, imageUrl: paths.upload('images', image), translations };
}

/** The home carousel's slides in the shop's order, then oldest first. */
export async function listCarouselImages(db: Database): Promise<CarouselImageView[]> {
  const rows = await db
    .select()
    .from(carouselImages)
    .orderBy(asc(carouselImages.position), asc(carouselImages.createdAt), asc(carouselImages.id));
  return rows.map(toCarouselImageView);
}

/** A new slide; title, description and image are all required (SERVER-18). */
export async function addCarouselImage(
  db: Database,
  { title, description, translations, image }: CarouselImageForm,
): Promise<CarouselImageView> {
  if (!image) throw new HttpError(400, 'An image is required');
  const fileName = await storeImage('images', image);
  try {
    const [slide] = await db
      .insert(carouselImages)
      .values({ title, description, translations: translations ?? {}, image: fileName })
      .returning();
    return toCarouselImageView(slide!);
  } catch (error) {
    await removeImage('images', fileName);
    throw error;
  }
}

/** A new image replaces the old one, whose file is removed (SERVER-41); without one the old stays. */
export async function updateCarouselImage(
  db: Database,
  id: string,
  { title, description, translations, image }: CarouselImageForm,
): Promise<CarouselImageView> {
  const [before] = await db.select().from(carouselImages).where(eq(carouselImages.id, id));
  if (!before) throw new HttpError(404, imageNotFound);

  const fileName = image ? await storeImage('images', image) : null;
  let updated: CarouselImage | undefined;
  try {
    [updated] = await db
      .update(carouselImages)
      .set({ title, description, ...(translations ? { translations } : {}), ...(fileName ? { image: fileName } : {}) })
      .where(eq(carouselImages.id, id))
      .returning();
  } catch (error) {
    await removeImage('images', fileName);
    throw error;
  }
  if (!updated) {
    await removeImage('images', fileName);
    throw new HttpError(404, imageNotFound);
  }
  if (fileName) await removeImage('images', before.image);
  return toCarouselImageView(updated);
}

export async function deleteCarouselImage(db: Database, id: string): Promise<void> {
  const [deleted] = await db
    .delete(carouselImages)
    .where(eq(carouselImages.id, id))
    .returning({ image: carouselImages.image });
  if (!deleted) throw new HttpError(404, imageNotFound);
  await removeImage('images', deleted.image);
}
