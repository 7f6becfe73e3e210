import { cn } from '@dhanya/ui';

/**
 * How tall each part is, on a phone and from 900 px, held in its place until it is first
 * drawn (the demo shop's, measured). Close guesses keep the page from growing under the
 * shopper's thumb, and keep a checker measuring the undrawn page (Lighthouse's target-size
 * audit) from finding the footer's links under the contact form.
 */
const placeholderHeight = {
  /** The category circles. */
  categories: '[contain-intrinsic-size:auto_920px] min-[900px]:[contain-intrinsic-size:auto_400px]',
  /** A product section: its heading and grid. */
  products: '[contain-intrinsic-size:auto_1700px] min-[900px]:[contain-intrinsic-size:auto_800px]',
  /** The contact section: the shop's details and the lead form. */
  contact: '[contain-intrinsic-size:auto_1300px] min-[900px]:[contain-intrinsic-size:auto_680px]',
  /** The footer. */
  footer: '[contain-intrinsic-size:auto_800px] min-[900px]:[contain-intrinsic-size:auto_380px]',
} as const;

type BelowTheFoldProps = {
  /** Which part it is: how tall it is held until it is first drawn. */
  part: keyof typeof placeholderHeight;
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
export function BelowTheFold({ part, className, children }: BelowTheFoldProps) {
  return (
    <div data-below-the-fold className={cn('-m-2 p-2 [content-visibility:auto]', placeholderHeight[part], className)}>
      {children}
    </div>
  );
}
