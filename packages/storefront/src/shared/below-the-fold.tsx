import { cn } from '@dhanya/ui';

const placeholderHeight = {
  /** A row of category circles, or the contact section. */
  short: '[contain-intrinsic-size:auto_420px]',
  /** A product grid of several rows, or the footer. */
  tall: '[contain-intrinsic-size:auto_1200px]',
} as const;

type BelowTheFoldProps = {
  /** Roughly how tall the part is on a phone, held in its place until it is first drawn. */
  height: keyof typeof placeholderHeight;
  className?: string;
  children: React.ReactNode;
};

/**
 * A part of the page that starts below the fold. The browser skips its style, layout and
 * paint until it scrolls near (`content-visibility: auto`): on the home page that is most
 * of the work of showing it on a phone. Once drawn, its real height is remembered.
 *
 * The part clips what overflows it, so the padding (taken back by the negative margin)
 * leaves focus rings and shadows room. A whole-page screenshot draws only what is near
 * the viewport: a visual test turns this off with `[data-below-the-fold]
 * { content-visibility: visible }`.
 */
export function BelowTheFold({ height, className, children }: BelowTheFoldProps) {
  return (
    <div data-below-the-fold className={cn('-m-2 p-2 [content-visibility:auto]', placeholderHeight[height], className)}>
      {children}
    </div>
  );
}
