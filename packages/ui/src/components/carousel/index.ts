export { Carousel, type CarouselProps } from './carousel';
export { CarouselRoot, type CarouselRootProps } from './carousel-root';
export {
  CarouselSlide,
  CarouselViewport,
  type CarouselSlideProps,
  type CarouselViewportProps,
} from './carousel-slides';
export {
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselProgress,
} from './carousel-controls';
export { useCarousel, type CarouselImage } from './use-carousel';
