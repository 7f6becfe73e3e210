import { cn } from '../lib/cn';

export type MaintenanceBannerProps = React.ComponentProps<'div'> & {
  text?: string;
  /** Names the banner's region for assistive technology. */
  label?: string;
  /**
   * Scrolls the text (default). Users whose system asks for reduced motion always get the
   * static, wrapping text; `false` forces that for everyone.
   */
  animated?: boolean;
};

export const MAINTENANCE_TEXT =
  "Our website is under maintenance. We're making improvements and will be back shortly. Thank you for your patience.";

export function MaintenanceBanner({
  text = MAINTENANCE_TEXT,
  label = 'Site notice',
  animated = true,
  className,
  ...props
}: MaintenanceBannerProps) {
  // Each copy is at least as wide as the screen, so two of them always fill the banner.
  const copyClassName = animated
    ? 'min-w-[100vw] shrink-0 whitespace-nowrap px-4 motion-reduce:min-w-0 motion-reduce:whitespace-normal motion-reduce:text-center'
    : 'px-4 text-center';
  return (
    <div
      role="region"
      aria-label={label}
      data-slot="maintenance-banner"
      data-animated={animated}
      className={cn(
        'overflow-hidden bg-secondary py-2 font-sans text-sm font-medium text-secondary-foreground',
        className,
      )}
      {...props}
    >
      <div
        data-slot="maintenance-banner-track"
        className={cn(
          animated &&
            'flex w-max animate-marquee-loop hover:[animation-play-state:paused] motion-reduce:block motion-reduce:w-auto motion-reduce:animate-none',
        )}
      >
        <p className={copyClassName}>{text}</p>
        {animated && (
          <p aria-hidden className={cn(copyClassName, 'motion-reduce:hidden')}>
            {text}
          </p>
        )}
      </div>
    </div>
  );
}
