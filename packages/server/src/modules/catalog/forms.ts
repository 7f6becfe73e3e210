import {
  type GstRate,
  type PackValues,
  type Translations,
  categoryFormSchema,
  productFormSchema,
  rupeesToPaise,
} from '@dhanya/api/contract';
import type { FastifyRequest } from 'fastify';
import { parseUploadFields, readImageUpload } from '../../uploads/index.js';

export interface CategoryForm {
  name: string;
  /** Left out: none on a new category, unchanged on an update. */
  translations?: Translations | undefined;
  image?: Buffer | undefined;
}

export interface ProductForm {
  title: string;
  description: string;
  quantity: number;
  pricePaise: number;
  /** The category's id as sent: the service checks that it exists. */
  category: string;
  /** The packs in order; without them `quantity` and `pricePaise` are the default pack's. */
  packs?: PackValues[] | undefined;
  /** Left out: '' and 0 on a new product, unchanged on an update. */
  hsnCode?: string | undefined;
  gstRate?: GstRate | undefined;
  /** Left out: none on a new product, unchanged on an update. */
  translations?: Translations | undefined;
  aliases?: string[] | undefined;
  image?: Buffer | undefined;
}

/** The multipart fields of the category add and update calls (SERVER-18). */
export async function readCategoryForm(request: FastifyRequest): Promise<CategoryForm> {
  const { fields, image } = await readImageUpload(request, { fields: ['name', 'translations'] });
  const { name, translations } = parseUploadFields(categoryFormSchema, fields);
  return { name, translations, image: image?.buffer };
}

/** The multipart fields of the product add and update calls (SERVER-17, SERVER-30). */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  const { fields, image } = await readImageUpload(request, {
    fields: [
      'title',
      'description',
      'quantity',
      'price',
      'category',
      'packs',
      'hsnCode',
      'gstRate',
      'translations',
      'aliases',
    ],
  });
  // The schema caps the price (`maxPriceRupees`), so it fits the column's 32-bit paise.
  const { price, ...form } = parseUploadFields(productFormSchema, fields);
  return { ...form, pricePaise: rupeesToPaise(price), image: image?.buffer };
}
