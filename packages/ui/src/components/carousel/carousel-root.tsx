import * as React from 'react';
import { cn } from '../../lib/cn';
import { useLabels } from '../../provider/dhanya-provider';
import {
  CarouselContext,
  defaultCarouselLabels,
  useCarouselState,
  type CarouselImage,
  type CarouselIndexOptions,
  type CarouselLabels,
} from './use-carousel';
import type { LabelOverrides } from '../../lib/labels';

export type CarouselRootProps = React.ComponentProps<'div'> &
  CarouselIndexOptions & {
    /** The slides, at least one (Carousel shows the loading and empty states). */
    slides: readonly CarouselImage[];
    /** Accessible name of the carousel region. */
    label?: string | undefined;
    /** The texts of its controls and slides, each defaulting to the spec's. */
    labels?: LabelOverrides<CarouselLabels> | undefined;
    /** Starts rotating on mount; ignored (starts paused) under prefers-reduced-motion. */
    autoPlay?: boolean | undefined;
    /** How long each slide stays, in ms, before auto-play moves on. Default 6000. */
    intervalMs?: number | undefined;
    /** How often, in ms, auto-play's clock and the progress bar advance. Default 100. */
    progressStepMs?: number | undefined;
    /** A horizontal swipe must be longer than this (px) to change the slide. */
    swipeThreshold?: number | undefined;
    /** After a touch on the carousel ends, how long in ms auto-play waits before carrying on. Default 8000. */
    resumeAfterSwipeMs?: number | undefined;
  };

type RegionHandlers = ReturnType<typeof useCarouselState>['regionHandlers'];

/** Runs the caller's handler, then the carousel's, for each handler the region needs. */
function withCallerHandlers(handlers: RegionHandlers, props: React.ComponentProps<'div'>): RegionHandlers {
  const merged = { ...handlers };
  for (const name of Object.keys(handlers) as (keyof RegionHandlers)[]) {
    const caller = props[name] as ((event: never) => void) | undefined;
    if (!caller) continue;
    const own = handlers[name] as (event: never) => void;
    merged[name] = ((event: never) => {
      caller(event);
      own(event);
    }) as never;
  }
  return merged;
}

/**
 * The carousel's region and state: it holds the slides, the current index, auto-play and its
 * pauses (hover, touch, keyboard focus), and gives them to the parts inside it through
 * `useCarousel()`. Swipes and the arrow keys work anywhere in it. Compose it with
 * CarouselViewport, CarouselPrevious, CarouselNext, CarouselDots, CarouselPlayToggle and
 * CarouselProgress in any layout; Carousel is one such layout.
 */
export function CarouselRoot({
  slides,
  label: ownLabel,
  labels,
  autoPlay = true,
  intervalMs = 6000,
  progressStepMs = 100,
  swipeThreshold = 50,
  resumeAfterSwipeMs = 8000,
  index,
  defaultIndex,
  onIndexChange,
  className,
  children,
  ...props
}: CarouselRootProps) {
  const { regionHandlers, ...carousel } = useCarouselState({
    count: slides.length,
    autoPlay,
    intervalMs,
    progressStepMs,
    swipeThreshold,
    resumeAfterSwipeMs,
    index,
    defaultIndex,
    onIndexChange,
  });
  const texts = useLabels('Carousel', defaultCarouselLabels, labels);
  const context = { ...carousel, slides, labels: texts };
  return (
    <CarouselContext value={context}>
      <div
        role="region"
        aria-roledescription={texts.carousel}
        aria-label={ownLabel ?? texts.label}
        data-slot="carousel"
        {...props}
        {...withCallerHandlers(regionHandlers, props)}
        // The region takes focus so the arrow keys work.
        tabIndex={slides.length > 1 ? 0 : undefined}
        data-state={carousel.playing ? 'playing' : 'paused'}
        className={cn('@container relative isolate touch-pan-y font-sans', className)}
      >
        {children}
      </div>
    </CarouselContext>
  );
}
