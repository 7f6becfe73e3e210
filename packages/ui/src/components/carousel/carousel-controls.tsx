import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useCarousel } from './use-carousel';

const roundControl =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-primary shadow-md transition-colors hover:bg-surface [&_svg]:size-6 [&_svg]:shrink-0';

type ControlProps = Omit<React.ComponentProps<'button'>, 'children' | 'onClick'>;

// The parts below read the carousel from the CarouselRoot around them and carry no position
// of their own: Carousel places them over the slides; another layout may put them anywhere.

/** A round button to the previous slide (wrapping); it pauses auto-play. */
export function CarouselPrevious({ className, ...props }: ControlProps) {
  const { previous, labels } = useCarousel();
  return (
    <button
      type="button"
      data-slot="carousel-previous"
      aria-label={labels.previous}
      className={cn(roundControl, className)}
      {...props}
      onClick={() => previous()}
    >
      <ChevronLeft aria-hidden />
    </button>
  );
}

/** A round button to the next slide (wrapping); it pauses auto-play. */
export function CarouselNext({ className, ...props }: ControlProps) {
  const { next, labels } = useCarousel();
  return (
    <button
      type="button"
      data-slot="carousel-next"
      aria-label={labels.next}
      className={cn(roundControl, className)}
      {...props}
      onClick={() => next()}
    >
      <ChevronRight aria-hidden />
    </button>
  );
}

/** One dot per slide, the current one longer; a dot shows its slide and pauses auto-play. */
export function CarouselDots({ className, ...props }: React.ComponentProps<'div'>) {
  const { count, index, goTo, labels } = useCarousel();
  return (
    <div
      data-slot="carousel-dots"
      className={cn('flex flex-wrap items-center gap-1 rounded-full bg-primary/70 px-2 py-1', className)}
      {...props}
    >
      {Array.from({ length: count }, (_, i) => {
        const current = i === index;
        return (
          <button
            key={i}
            type="button"
            data-slot="carousel-dot"
            data-state={current ? 'active' : 'inactive'}
            aria-label={labels.goTo(i + 1)}
            aria-current={current || undefined}
            className="group inline-flex h-6 min-w-6 cursor-pointer items-center justify-center rounded-full"
            onClick={() => goTo(i)}
          >
            <span
              aria-hidden
              className={cn(
                'h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none',
                current ? 'w-6 bg-secondary' : 'w-2.5 bg-primary-foreground/70 group-hover:bg-primary-foreground',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

/** Starts or pauses auto-play; its name says what pressing it does. */
export function CarouselPlayToggle({ className, ...props }: ControlProps) {
  const { autoPlay, setAutoPlay, labels } = useCarousel();
  // APG: the label says what pressing does, so no aria-pressed (it would contradict the label).
  return (
    <button
      type="button"
      data-slot="carousel-play-toggle"
      data-state={autoPlay ? 'playing' : 'paused'}
      aria-label={autoPlay ? labels.pause : labels.play}
      className={cn(roundControl, className)}
      {...props}
      onClick={() => setAutoPlay(!autoPlay)}
    >
      {autoPlay ? <Pause aria-hidden /> : <Play aria-hidden />}
    </button>
  );
}

/** The time until the next slide, as a bar that fills while auto-play runs. */
export function CarouselProgress({ className, ...props }: React.ComponentProps<'div'>) {
  const { progress, playing, labels } = useCarousel();
  return (
    <div
      role="progressbar"
      data-slot="carousel-progress"
      data-state={playing ? 'playing' : 'paused'}
      aria-label={labels.progress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className={cn('h-1 w-full overflow-hidden bg-primary/60', className)}
      {...props}
    >
      <div
        className={cn(
          'size-full origin-left bg-secondary ease-linear motion-reduce:transition-none',
          progress > 0 && 'transition-transform duration-100',
        )}
        style={{ transform: `scaleX(${progress / 100})` }}
      />
    </div>
  );
}
