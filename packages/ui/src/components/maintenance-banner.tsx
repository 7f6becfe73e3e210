import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import type { LabelOverrides } from '../lib/labels';

export type MaintenanceBannerProps = React.ComponentProps<'div'> & {
  /** The notice; the spec's "Our website is under maintenance…" (the `text` of `labels`) when not given. */
  text?: string | undefined;
  /** Names the banner's region for assistive technology. */
  label?: string | undefined;
  /**
   * Scrolls the text (default). Users whose system asks for reduced motion always get the
   * static, wrapping text; `false` forces that for everyone.
   */
  animated?: boolean | undefined;
  /** The stop/resume button's names, each defaulting to the spec's. */
  labels?: LabelOverrides<MaintenanceBannerLabels> | undefined;
};

export type MaintenanceBannerLabels = {
  /** The notice shown when no `text` is given. */
  text: string;
  /** The region's accessible name, when no `label` is given. */
  label: string;
  pause: string;
  resume: string;
};

const defaultLabels: MaintenanceBannerLabels = {
  text: "Our website is under maintenance. We're making improvements and will be back shortly. Thank you for your patience.",
  label: 'Site notice',
  pause: 'Stop scrolling the notice',
  resume: 'Scroll the notice',
};

/**
 * A site notice across the top of the page that scrolls, with a button to stop it (WCAG 2.2.2);
 * shoppers who ask for less motion get it still and wrapped.
 */
export function MaintenanceBanner({
  text: ownText,
  label: ownLabel,
  animated = true,
  labels: labelOverrides,
  className,
  ...props
}: MaintenanceBannerProps) {
  // Moving text must be stoppable (WCAG 2.2.2): stopped, it shows as static wrapped text.
  const [stopped, setStopped] = useState(false);
  const labels = useLabels('MaintenanceBanner', defaultLabels, labelOverrides);
  const text = ownText ?? labels.text;
  const label = ownLabel ?? labels.label;
  const moving = animated && !stopped;
  // Each copy is at least as wide as the screen, so two of them always fill the banner.
  const copyClassName = moving
    ? 'min-w-[100vw] shrink-0 whitespace-nowrap px-4 motion-reduce:min-w-0 motion-reduce:whitespace-normal motion-reduce:text-center'
    : 'px-4 text-center';
  return (
    <div
      role="region"
      aria-label={label}
      data-slot="maintenance-banner"
      data-animated={moving}
      className={cn(
        'flex items-center overflow-hidden bg-secondary font-sans text-sm font-medium text-secondary-foreground',
        className,
      )}
      {...props}
    >
      <div className="min-w-0 flex-1 overflow-hidden py-2">
        <div
          data-slot="maintenance-banner-track"
          className={cn(
            moving &&
              'flex w-max animate-marquee-loop hover:[animation-play-state:paused] motion-reduce:block motion-reduce:w-auto motion-reduce:animate-none',
          )}
        >
          <p className={copyClassName}>{text}</p>
          {moving && (
            <p aria-hidden className={cn(copyClassName, 'motion-reduce:hidden')}>
              {text}
            </p>
          )}
        </div>
      </div>
      {animated && (
        <button
          type="button"
          data-slot="maintenance-banner-toggle"
          aria-label={stopped ? labels.resume : labels.pause}
          onClick={() => setStopped((value) => !value)}
          className="relative z-10 mr-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full bg-secondary hover:bg-secondary-hover motion-reduce:hidden"
        >
          {stopped ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      )}
    </div>
  );
}
