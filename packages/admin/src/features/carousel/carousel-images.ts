import { type CarouselImage, carouselImageSchema } from '@dhanya/api';

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

export type CarouselImageDraft = { title: string; description: string; image: File | null };
export type CarouselImageErrors = Partial<Record<keyof CarouselImageDraft, string>>;

/**
 * Adding needs a title, a description and a picture (ADMIN-36); editing keeps the stored
 * picture when none is chosen (ADMIN-37). No errors means the request may be sent.
 */
export function carouselImageErrors(draft: CarouselImageDraft, mode: 'add' | 'edit'): CarouselImageErrors {
  const errors: CarouselImageErrors = {};
  if (!draft.title.trim()) errors.title = 'Title is required';
  if (!draft.description.trim()) errors.description = 'Description is required';
  if (mode === 'add' && !draft.image) errors.image = 'Image is required';
  return errors;
}
