import { type CarouselImage, api, paths } from '@dhanya/api';
import useSWR from 'swr';
import { carouselImagesFrom } from './carousel-images';

/**
 * The carousel images for the admin list. Unlike the storefront's `useCarouselImages` (which
 * turns any failure into an empty carousel, HOME-13), a failed load is an error here, and a
 * plain array is accepted (ADMIN-35). Same SWR key, so the carousel mutations revalidate it.
 */
export function useAdminCarouselImages() {
  return useSWR<CarouselImage[], Error>(paths.carouselImages, async () =>
    carouselImagesFrom(await api.get(paths.carouselImages)),
  );
}
