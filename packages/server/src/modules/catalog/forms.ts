import { categoryFormSchema, productFormSchema } from '@dhanya/api/contract';
import type { FastifyRequest } from 'fastify';
import { rupeesToPaise } from '../../db/money.js';
import { HttpError } from '../../http/errors.js';
import { parseUploadFields, readImageUpload } from '../../uploads/index.js';

export interface CategoryForm {
  name: string;
  image?: Buffer | undefined;
}

export interface ProductForm {
  title: string;
  description: string;
  quantity: number;
  pricePaise: number;
  /** The category's id as sent: the service checks that it exists. */
  category: string;
  image?: Buffer | undefined;
}

/** The column holds a 32-bit integer of paise; a crore of rupees is far above any shop's price. */
const maxPricePaise = 1_000_000_000;

/** The multipart fields of the category add and update calls (SERVER-18). */
export async function readCategoryForm(request: FastifyRequest): Promise<CategoryForm> {
  const { fields, image } = await readImageUpload(request, { fields: ['name'] });
  const { name } = parseUploadFields(categoryFormSchema, fields);
  return { name, image: image?.buffer };
}

/** The multipart fields of the product add and update calls (SERVER-17, SERVER-30). */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  const { fields, image } = await readImageUpload(request, {
    fields: ['title', 'description', 'quantity', 'price', 'category'],
  });
  const { price, ...form } = parseUploadFields(productFormSchema, fields);
  const pricePaise = rupeesToPaise(price);
  if (pricePaise > maxPricePaise) throw new HttpError(400, 'Price must be at most ₹1,00,00,000');
  return { ...form, pricePaise, image: image?.buffer };
}
