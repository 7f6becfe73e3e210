import { useCarouselImages } from '@dhanya/api/swr';
import { Carousel } from '@dhanya/ui';

/**
 * The slides of GET /api/images/get, one at a time (HOME-02). The hook turns a failed or
 * malformed answer into an empty list, so the carousel says "No images available" (HOME-13).
 */
export function HomeCarousel() {
  const { data, isLoading } = useCarouselImages();
  return <Carousel images={data ?? []} loading={isLoading} label="Featured products" />;
}
