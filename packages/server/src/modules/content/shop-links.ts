import type { ShopLink as ShopLinkView, Translations } from '@dhanya/api/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { shopLinks, type ShopLink } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { removeImage, storeImage } from '../../uploads/store-image.js';

export interface ShopLinkForm {
  title: string;
  category: ShopLink['category'];
  /** Left out: none on a new link, unchanged on an update. */
  translations?: Translations | undefined;
  image?: Buffer | undefined;
}

const shopLinkNotFound = 'Shop link not found';

/** `image` is the stored file name, served at `/uploads/shoplinks/<image>`. */
function toShopLinkView({ id, title, category, image, translations }: ShopLink): ShopLinkView {
  return { _id: id, title, category, image, translations };
}

export async function listShopLinks(db: Database): Promise<ShopLinkView[]> {
  const rows = await db.select().from(shopLinks).orderBy(asc(shopLinks.createdAt), asc(shopLinks.id));
  return rows.map(toShopLinkView);
}

/** A new shop link; its image is required (SERVER-21). */
export async function addShopLink(
  db: Database,
  { title, category, translations, image }: ShopLinkForm,
): Promise<ShopLinkView> {
  if (!image) throw new HttpError(400, 'An image is required');
  const fileName = await storeImage('shoplinks', image);
  try {
    const [link] = await db
      .insert(shopLinks)
      .values({ title, category, translations: translations ?? {}, image: fileName })
      .returning();
    return toShopLinkView(link!);
  } catch (error) {
    await removeImage('shoplinks', fileName);
    throw error;
  }
}

/** A new image replaces the old one, whose file is removed (SERVER-41); without one the old stays. */
export async function updateShopLink(
  db: Database,
  id: string,
  { title, category, translations, image }: ShopLinkForm,
): Promise<ShopLinkView> {
  const [before] = await db.select().from(shopLinks).where(eq(shopLinks.id, id));
  if (!before) throw new HttpError(404, shopLinkNotFound);

  const fileName = image ? await storeImage('shoplinks', image) : null;
  let updated: ShopLink | undefined;
  try {
    [updated] = await db
      .update(shopLinks)
      .set({ title, category, ...(translations ? { translations } : {}), ...(fileName ? { image: fileName } : {}) })
      .where(eq(shopLinks.id, id))
      .returning();
  } catch (error) {
    await removeImage('shoplinks', fileName);
    throw error;
  }
  if (!updated) {
    await removeImage('shoplinks', fileName);
    throw new HttpError(404, shopLinkNotFound);
  }
  if (fileName) await removeImage('shoplinks', before.image);
  return toShopLinkView(updated);
}

export async function deleteShopLink(db: Database, id: string): Promise<void> {
  const [deleted] = await db.delete(shopLinks).where(eq(shopLinks.id, id)).returning({ image: shopLinks.image });
  if (!deleted) throw new HttpError(404, shopLinkNotFound);
  await removeImage('shoplinks', deleted.image);
}
