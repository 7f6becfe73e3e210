import * as React from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { mergeLabels } from '../../lib/labels';
import { usePageLoaded } from '../../lib/use-page-loaded';
import { Spinner } from '../spinner';
import {
  CarouselDots,
  CarouselNext,
  CarouselPlayToggle,
  CarouselPrevious,
  CarouselProgress,
} from './carousel-controls';
import {
  CarouselContext,
  defaultCarouselLabels,
  useCarousel,
  useCarouselState,
  type CarouselImage,
  type CarouselLabels,
  type CarouselTiming,
} from './use-carousel';

export type CarouselProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The slides. Anything that is not an array counts as an empty list. */
  images: readonly CarouselImage[];
  loading?: boolean;
  /** Accessible name of the carousel region. */
  label?: string;
  /** Height in px at every width (the spec's 600). Override per breakpoint with className. */
  height?: number;
  /** How wide the slides are drawn (`sizes`), for slides with a `srcSet`: the full width by default. */
  imageSizes?: string;
  /** Starts rotating on mount; ignored (starts paused) under prefers-reduced-motion. */
  autoPlay?: boolean;
  intervalMs?: number;
  progressStepMs?: number;
  /** A horizontal swipe must be longer than this (px) to change the slide. */
  swipeThreshold?: number;
  resumeAfterSwipeMs?: number;
  /** The texts of its states, controls and slides, each defaulting to the spec's. */
  labels?: Partial<CarouselLabels>;
};

function isCarouselImage(item: unknown): item is CarouselImage {
  return typeof item === 'object' && item !== null && typeof (item as CarouselImage).imageUrl === 'string';
}

const frameClass =
  '@container relative isolate w-full overflow-hidden rounded-card bg-primary font-sans h-(--carousel-height)';

export function Carousel({
  images,
  loading = false,
  label = 'Featured products',
  height = 600,
  imageSizes = '100vw',
  autoPlay = true,
  intervalMs = 6000,
  progressStepMs = 100,
  swipeThreshold = 50,
  resumeAfterSwipeMs = 8000,
  labels: labelOverrides,
  className,
  style,
  ...props
}: CarouselProps) {
  const labels = mergeLabels(defaultCarouselLabels, labelOverrides);
  const slides = React.useMemo(() => (Array.isArray(images) ? images.filter(isCarouselImage) : []), [images]);
  const frame = {
    role: 'region',
    'aria-roledescription': 'carousel',
    'aria-label': label,
    'data-slot': 'carousel',
    style: { '--carousel-height': `${height}px`, ...style } as React.CSSProperties,
    ...props,
  };

  if (loading || slides.length === 0) {
    return (
      <div
        {...frame}
        data-state={loading ? 'loading' : 'empty'}
        aria-busy={loading || undefined}
        className={cn(frameClass, 'flex flex-col items-center justify-center gap-4 bg-muted p-6', className)}
      >
        {loading ? (
          <div role="status" className="flex flex-col items-center gap-4 text-primary">
            <Spinner size="lg" label="" />
            <p className="text-base font-medium text-foreground">{labels.loading}</p>
          </div>
        ) : (
          <>
            <ImageOff aria-hidden className="size-10 text-muted-foreground" />
            <p className="text-base font-medium text-foreground">{labels.empty}</p>
          </>
        )}
      </div>
    );
  }

  return (
    <CarouselRoot
      {...frame}
      slides={slides}
      imageSizes={imageSizes}
      labels={labels}
      timing={{ intervalMs, progressStepMs, swipeThreshold, resumeAfterSwipeMs }}
      autoPlay={autoPlay}
      className={cn(frameClass, 'touch-pan-y', className)}
    />
  );
}

type CarouselRootProps = React.ComponentProps<'div'> & {
  slides: readonly CarouselImage[];
  imageSizes: string;
  labels: CarouselLabels;
  timing: CarouselTiming;
  autoPlay: boolean;
};

function CarouselRoot({ slides, imageSizes, labels, timing, autoPlay, ...props }: CarouselRootProps) {
  const { regionHandlers, ...carousel } = useCarouselState({ ...timing, count: slides.length, autoPlay });
  const context = { ...carousel, slides, labels };
  const multiple = slides.length > 1;
  return (
    <CarouselContext value={context}>
      <div
        {...props}
        {...regionHandlers}
        // The region (role set by the caller's props) takes focus so the arrow keys work.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={multiple ? 0 : undefined}
        data-state={carousel.playing ? 'playing' : 'paused'}
      >
        <CarouselSlides imageSizes={imageSizes} />
        {multiple && (
          <>
            <CarouselPrevious />
            <CarouselNext />
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
      </div>
    </CarouselContext>
  );
}

/** The size slides are designed at (the demo banners'): only a hint, the frame sets the drawn size. */
const bannerSize = { width: 1600, height: 600 };

function CarouselSlides({ imageSizes }: { imageSizes: string }) {
  const { slides, index, playing, labels } = useCarousel();
  // Hidden slides sit in the viewport behind the current one, so `loading="lazy"` would
  // not hold their pictures back: they wait for the page's load (the first slide is the
  // page's largest paint), unless the shopper moves to them first.
  const pageLoaded = usePageLoaded();
  return (
    <div
      data-slot="carousel-content"
      // APG: announce slide changes only when the user causes them, not while rotating.
      aria-live={playing ? 'off' : 'polite'}
      className="absolute inset-0"
    >
      {slides.map((slide, i) => {
        const current = i === index;
        const showPicture = current || i === 0 || pageLoaded;
        return (
          <div
            key={`${i}:${slide._id}`}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(i + 1, slides.length)}
            aria-hidden={!current || undefined}
            inert={!current}
            data-slot="carousel-item"
            data-state={current ? 'active' : 'inactive'}
            className={cn(
              'absolute inset-0 transition-opacity duration-700 ease-out motion-reduce:transition-none',
              current ? 'opacity-100' : 'opacity-0',
            )}
          >
            {showPicture && (
              <img
                src={slide.imageUrl}
                srcSet={slide.srcSet}
                sizes={slide.srcSet ? imageSizes : undefined}
                width={slide.width ?? bannerSize.width}
                height={slide.height ?? bannerSize.height}
                // The title and description below say what the image shows.
                alt=""
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
                className="absolute inset-0 size-full object-cover"
              />
            )}
            {/* Scrims under the caption keep its text readable on any photo (WCAG AA). */}
            <div
              aria-hidden
              className="absolute inset-0 bg-linear-to-t from-primary/95 via-primary/70 via-45% to-primary/0 to-80% @xl:from-primary/90 @xl:via-primary/50 @xl:via-35% @xl:to-70%"
            />
            <div
              aria-hidden
              className="absolute inset-0 hidden bg-linear-to-r from-primary/70 via-primary/30 via-45% to-primary/0 to-75% @xl:block"
            />
            <div
              data-slot="carousel-caption"
              className="absolute inset-x-0 bottom-0 max-w-3xl px-6 pb-20 text-primary-foreground @xl:px-24 @xl:pb-24"
            >
              <h2 className="line-clamp-3 text-2xl font-semibold text-balance break-words @xl:text-4xl">
                {slide.title}
              </h2>
              {slide.description && (
                <p className="mt-3 line-clamp-3 text-sm text-pretty break-words text-primary-foreground/90 @xl:text-lg">
                  {slide.description}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
