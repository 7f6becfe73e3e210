import { useCarouselImages } from '@dhanya/api/swr';
import { Carousel, type CarouselImage } from '@dhanya/ui';
import { useMemo } from 'react';
import { useLiteMode } from '../../shared/lite-mode';
import { useTexts } from '../../shared/locale';
import { uploadSrcSetOfUrl } from '../../shared/images';

/** The carousel spans the page's column: 1280 px less padding at most. */
const slideSizes = '(min-width: 1280px) 1232px, (min-width: 900px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * The slides of GET /api/images/get, one at a time (HOME-02). The hook turns a failed or
 * malformed answer into an empty list, so the carousel says "No images available" (HOME-13).
 * Each slide offers its stored sizes, so a phone loads 960 or 1200 px, not the desktop's 1600.
 */
export function HomeCarousel() {
  const { data, isLoading } = useCarouselImages();
  const texts = useTexts().home;
  const lite = useLiteMode();
  // In lite mode, the first slide alone, from its smallest size.
  const slides = useMemo<CarouselImage[]>(
    () =>
      (lite ? (data ?? []).slice(0, 1) : (data ?? [])).map((slide) => ({
        ...slide,
        srcSet: uploadSrcSetOfUrl(slide.imageUrl, lite ? 'thumb' : 'full'),
      })),
    [data, lite],
  );
  return <Carousel images={slides} imageSizes={slideSizes} loading={isLoading} label={texts.carousel} />;
}
