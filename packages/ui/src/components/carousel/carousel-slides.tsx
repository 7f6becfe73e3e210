import { cn } from '../../lib/cn';
import { usePageLoaded } from '../../lib/use-page-loaded';
import { useCarousel } from './use-carousel';

/** The size slides are designed at (the demo banners'): only a hint, the frame sets the drawn size. */
const bannerSize = { width: 1600, height: 600 };

export type CarouselViewportProps = React.ComponentProps<'div'> & {
  /** How wide the slides are drawn (`sizes`), for slides with a `srcSet`: the full width by default. */
  imageSizes?: string | undefined;
};

/**
 * Where the slides are shown, one at a time, stacked in its box (give it a height, or place it
 * over a sized CarouselRoot). Without children it draws every slide as a CarouselSlide.
 */
export function CarouselViewport({ imageSizes = '100vw', className, children, ...props }: CarouselViewportProps) {
  const { slides, playing } = useCarousel();
  return (
    <div
      data-slot="carousel-content"
      // APG: announce slide changes only when the user causes them, not while rotating.
      aria-live={playing ? 'off' : 'polite'}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      {children ??
        slides.map((slide, i) => <CarouselSlide key={`${i}:${slide._id}`} index={i} imageSizes={imageSizes} />)}
    </div>
  );
}

export type CarouselSlideProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Which of the carousel's slides this is. */
  index: number;
  /** How wide the picture is drawn (`sizes`), for a slide with a `srcSet`. */
  imageSizes?: string | undefined;
  /** Drawn over the picture instead of the slide's title and description. */
  children?: React.ReactNode | undefined;
};

/** One slide: its picture filling the viewport and, over a scrim, its title and description. */
export function CarouselSlide({ index: i, imageSizes = '100vw', className, children, ...props }: CarouselSlideProps) {
  const { slides, index, labels } = useCarousel();
  // Hidden slides sit in the viewport behind the current one, so `loading="lazy"` would
  // not hold their pictures back: they wait for the page's load (the first slide is the
  // page's largest paint), unless the shopper moves to them first.
  const pageLoaded = usePageLoaded();
  const slide = slides[i];
  if (!slide) return null;
  const current = i === index;
  const showPicture = current || i === 0 || pageLoaded;
  return (
    <div
      role="group"
      aria-roledescription={labels.slideKind}
      aria-label={labels.slide(i + 1, slides.length)}
      aria-hidden={!current || undefined}
      inert={!current}
      data-slot="carousel-item"
      data-state={current ? 'active' : 'inactive'}
      className={cn(
        'absolute inset-0 transition-opacity duration-700 ease-out motion-reduce:transition-none',
        current ? 'opacity-100' : 'opacity-0',
        className,
      )}
      {...props}
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
      {children ?? (
        <>
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
            <h2 className="line-clamp-3 text-2xl font-semibold text-balance break-words @xl:text-4xl">{slide.title}</h2>
            {slide.description && (
              <p className="mt-3 line-clamp-3 text-sm text-pretty break-words text-primary-foreground/90 @xl:text-lg">
                {slide.description}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
