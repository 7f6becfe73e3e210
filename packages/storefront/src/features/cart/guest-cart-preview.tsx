import { ImageWithFallback, Price } from '@dhanya/ui';
import { useId } from 'react';
import { productImage } from '../../shared/images';
import { LineTitle } from '../../shared/line-title';
import { useTexts } from '../../shared/locale';
import type { GuestCartEntry } from './guest-cart';

/** A line's price in whole paise, so sums of rupee amounts stay exact. */
const paise = (line: GuestCartEntry) => Math.round(line.productData.price * line.quantity * 100);

/**
 * What a guest has put in the local cart, read-only: it is carried into the server cart at
 * login (CART-13), so the prompt to log in says so rather than hiding it.
 */
export function GuestCartPreview({ lines }: { lines: GuestCartEntry[] }) {
  const headingId = useId();
  const texts = useTexts().cart;
  const total = lines.reduce((sum, line) => sum + paise(line), 0) / 100;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-foreground">
          {texts.savedOnDevice}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.savedOnDeviceHint}</p>
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
        {lines.map((line) => (
          <li key={`${line.productId}-${line.packId ?? ''}`} className="flex items-center gap-4 p-4">
            <ImageWithFallback
              src={productImage(line.productData.image, 'card')}
              alt={line.productData.title}
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-card object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="line-clamp-2 font-medium break-words text-foreground">
                <LineTitle title={line.productData.title} packLabel={line.productData.packLabel} />
              </p>
              <p className="flex items-baseline gap-1 text-sm text-muted-foreground">
                <span>{texts.quantityShort(line.quantity)}</span>
                <span aria-hidden>×</span>
                <span className="sr-only">{texts.each}</span>
                <Price amount={line.productData.price} size="sm" />
              </p>
            </div>
            <Price amount={paise(line) / 100} />
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-4 px-1">
        <span className="font-medium text-foreground">{texts.estimatedTotal}</span>
        <Price amount={total} size="lg" />
      </p>
    </section>
  );
}
