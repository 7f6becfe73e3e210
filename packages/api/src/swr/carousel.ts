import useSWR from 'swr';
import * as endpoints from '../endpoints/carousel';
import { paths } from '../paths';
import type { CarouselImage } from '../schemas/content';
import { type Mutate, globalMutate } from './keys';
import { useApiMutation } from './mutation';

/** Never an error: a failed or malformed answer is an empty carousel (HOME-13). */
export function useCarouselImages() {
  return useSWR<CarouselImage[], Error>(paths.carouselImages, () => endpoints.getCarouselImages());
}

async function addCarouselImage(form: endpoints.CarouselImageForm, mutate: Mutate = globalMutate) {
  await endpoints.addCarouselImage(form);
  await mutate(paths.carouselImages);
}

async function updateCarouselImage(id: string, form: endpoints.CarouselImageForm, mutate: Mutate = globalMutate) {
  await endpoints.updateCarouselImage(id, form);
  await mutate(paths.carouselImages);
}

async function deleteCarouselImage(id: string, mutate: Mutate = globalMutate) {
  await endpoints.deleteCarouselImage(id);
  await mutate(paths.carouselImages);
}

export const useDeleteCarouselImage = () => useApiMutation('carousel.delete', deleteCarouselImage);

export type CarouselImageUpdate = { id: string; form: endpoints.CarouselImageForm };

export const useAddCarouselImage = () => useApiMutation('carousel.add', addCarouselImage);
export const useUpdateCarouselImage = () =>
  useApiMutation('carousel.update', ({ id, form }: CarouselImageUpdate, mutate) =>
    updateCarouselImage(id, form, mutate),
  );
