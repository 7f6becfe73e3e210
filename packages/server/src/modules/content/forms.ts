import { carouselImageFormSchema, shopLinkFormSchema } from '@dhanya/api/contract';
import type { FastifyRequest } from 'fastify';
import { parseUploadFields } from '../../uploads/parse-upload-fields.js';
import { readImageUpload } from '../../uploads/read-image-upload.js';
import type { CarouselImageForm } from './carousel-images.js';
import type { ShopLinkForm } from './shop-links.js';

/** The multipart fields of the shop link create and update calls (SERVER-21). */
export async function readShopLinkForm(request: FastifyRequest): Promise<ShopLinkForm> {
  const { fields, image } = await readImageUpload(request, { fields: ['title', 'category', 'translations'] });
  return { ...parseUploadFields(shopLinkFormSchema, fields), image: image?.buffer };
}

/** The multipart fields of the carousel image add and update calls (SERVER-18). */
export async function readCarouselImageForm(request: FastifyRequest): Promise<CarouselImageForm> {
  const { fields, image } = await readImageUpload(request, { fields: ['title', 'description', 'translations'] });
  return { ...parseUploadFields(carouselImageFormSchema, fields), image: image?.buffer };
}
