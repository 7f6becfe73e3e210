import * as React from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useLabels } from '../../provider/dhanya-provider';
import { Spinner } from '../spinner';
import {
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselProgress,
} from './carousel-controls';
import { CarouselRoot, type CarouselRootProps } from './carousel-root';
import { CarouselViewport } from './carousel-slides';
import { defaultCarouselLabels, type CarouselImage } from './use-carousel';

export type CarouselProps = Omit<CarouselRootProps, 'slides' | 'children'> & {
  /** The slides. Anything that is not an array counts as an empty list. */
  images: readonly CarouselImage[];
  /** Shows a spinner and the loading text in the carousel's place instead of the slides. Default `false`. */
  loading?: boolean | undefined;
  /** Height in px at every width (the spec's 600). Override per breakpoint with className. */
  height?: number | undefined;
  /** How wide the slides are drawn (`sizes`), for slides with a `srcSet`: the full width by default. */
  imageSizes?: string | undefined;
};

function isCarouselImage(item: unknown): item is CarouselImage {
  return typeof item === 'object' && item !== null && typeof (item as CarouselImage).imageUrl === 'string';
}

const frameClass = 'w-full overflow-hidden rounded-card bg-primary h-(--carousel-height)';

/**
 * The home page's carousel, 600 px high: the slides with their captions, the arrows at the
 * sides, the dots and the play button along the bottom over a progress bar, composed from
 * the Carousel parts. While loading, and with no slides, it says so in the same space.
 */
export function Carousel({
  images,
  loading = false,
  label: ownLabel,
  height = 600,
  imageSizes = '100vw',
  labels,
  autoPlay,
  intervalMs,
  progressStepMs,
  swipeThreshold,
  resumeAfterSwipeMs,
  index,
  defaultIndex,
  onIndexChange,
  className,
  style,
  ...props
}: CarouselProps) {
  const slides = React.useMemo(() => (Array.isArray(images) ? images.filter(isCarouselImage) : []), [images]);
  const frameStyle = { '--carousel-height': `${height}px`, ...style } as React.CSSProperties;

  const texts = useLabels('Carousel', defaultCarouselLabels, labels);
  const label = ownLabel ?? texts.label;

  if (loading || slides.length === 0) {
    const { loading: loadingText, empty: emptyText } = texts;
    return (
      <div
        role="region"
        aria-roledescription={texts.carousel}
        aria-label={label}
        data-slot="carousel"
        style={frameStyle}
        {...props}
        data-state={loading ? 'loading' : 'empty'}
        aria-busy={loading || undefined}
        className={cn(
          '@container relative isolate font-sans',
          frameClass,
          'flex flex-col items-center justify-center gap-4 bg-muted p-6',
          className,
        )}
      >
        {loading ? (
          <div role="status" className="flex flex-col items-center gap-4 text-primary">
            <Spinner size="lg" label="" />
            <p className="text-base font-medium text-foreground">{loadingText}</p>
          </div>
        ) : (
          <>
            <ImageOff aria-hidden className="size-10 text-muted-foreground" />
            <p className="text-base font-medium text-foreground">{emptyText}</p>
          </>
        )}
      </div>
    );
  }

  return (
    <CarouselRoot
      slides={slides}
      label={label}
      labels={labels}
      autoPlay={autoPlay}
      intervalMs={intervalMs}
      progressStepMs={progressStepMs}
      swipeThreshold={swipeThreshold}
      resumeAfterSwipeMs={resumeAfterSwipeMs}
      index={index}
      defaultIndex={defaultIndex}
      onIndexChange={onIndexChange}
      style={frameStyle}
      {...props}
      className={cn(frameClass, className)}
    >
      <CarouselViewport imageSizes={imageSizes} className="absolute inset-0" />
      {slides.length > 1 && (
        <>
          <CarouselPrevious className="absolute top-1/2 left-3 -translate-y-1/2 @xl:left-6" />
          <CarouselNext className="absolute top-1/2 right-3 -translate-y-1/2 @xl:right-6" />
          <div
            data-slot="carousel-footer"
            className="absolute inset-x-0 bottom-4 flex items-center justify-between gap-3 px-4 @xl:pr-6 @xl:pl-22"
          >
            <CarouselDots />
            <CarouselPlayToggle />
          </div>
          <CarouselProgress className="absolute inset-x-0 bottom-0" />
        </>
      )}
    </CarouselRoot>
  );
}
