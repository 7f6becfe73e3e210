export { Carousel, type CarouselProps } from './carousel';
export {
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselProgress,
} from './carousel-controls';
export {
  defaultCarouselLabels,
  useCarousel,
  type CarouselContextValue,
  type CarouselImage,
  type CarouselLabels,
} from './use-carousel';
