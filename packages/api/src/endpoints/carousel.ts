import { api } from '../client';
import { paths } from '../paths';
import type { CarouselImage } from '../schemas/content';
import { devCheck } from './dev-check';
import { toFormData } from './form-data';

/** The multipart fields of a carousel image; without an image, an update keeps the old one. */
export type CarouselImageForm = {
  title: string;
  description: string;
  image?: Blob | null;
  /** `{"hi": {"title": "…", "description": "…"}}` as JSON: they replace the slide's (issue 34). */
  translations?: string;
};

/**
 * GET /api/images/get. A failed request, or an answer that is not
 * `{ success: true, images: [...] }`, is an empty carousel (HOME-13), never an error.
 */
export async function getCarouselImages(): Promise<CarouselImage[]> {
  try {
    return carouselImagesOf(await api.read(paths.carouselImages, { schema: devCheck('carousel') }));
  } catch {
    return [];
  }
}

/**
 * The slides of a GET /api/images/get answer, as `useCarouselImages` holds them (the server
 * renders the home page from the same answer). Production skips the schema check: the
 * fallback must not depend on it.
 */
export function carouselImagesOf(answer: unknown): CarouselImage[] {
  const { success, images } = (answer ?? {}) as { success?: unknown; images?: unknown };
  return success === true && Array.isArray(images) ? (images as CarouselImage[]) : [];
}

export async function addCarouselImage(form: CarouselImageForm): Promise<void> {
  await api.post(paths.addCarouselImage, toFormData(form), { schema: devCheck('acknowledgement') });
}

export async function updateCarouselImage(id: string, form: CarouselImageForm): Promise<void> {
  await api.put(paths.updateCarouselImage(id), toFormData(form), { schema: devCheck('acknowledgement') });
}

export async function deleteCarouselImage(id: string): Promise<void> {
  await api.delete(paths.deleteCarouselImage(id), { schema: devCheck('acknowledgement') });
}
