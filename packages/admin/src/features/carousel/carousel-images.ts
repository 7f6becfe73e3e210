import {
  type CarouselImage,
  carouselImageFormSchema,
  carouselImageSchema,
  slideTranslatable,
  translationsFormSchema,
} from '@dhanya/api';
import { chosenFileSchema } from '@dhanya/shell';

/**
 * The admin list accepts either answer the spec allows (ADMIN-35): a plain array of images or
 * an object with `images`. Anything else is an error, so the tab can say so.
 */
export function carouselImagesFrom(payload: unknown): CarouselImage[] {
  const list = Array.isArray(payload)
    ? payload
    : typeof payload === 'object' && payload !== null && Array.isArray((payload as { images?: unknown }).images)
      ? (payload as { images: unknown[] }).images
      : null;
  if (!list) throw new Error('Unexpected image list format');
  return carouselImageSchema.array().parse(list);
}

/**
 * The form's schema: the contract's fields, and the picture, which adding needs (ADMIN-36)
 * and editing keeps when none is chosen (ADMIN-37).
 */
export function carouselImageFormSchemaFor(mode: 'add' | 'edit') {
  return carouselImageFormSchema.extend({
    image: chosenFileSchema(mode === 'add' ? 'Image is required' : undefined),
    // The Hindi tab's title and description (issue 34), checked as the server checks them.
    translations: translationsFormSchema(slideTranslatable),
  });
}
