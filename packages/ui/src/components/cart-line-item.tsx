import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import { IconButton } from './icon-button';
import { Price } from './price';
import { ImageWithFallback } from './image-with-fallback';
import { ProductName, productNameWithPack } from './product-name';
import { QuantityStepper } from './quantity-stepper';
import type { LabelOverrides } from '../lib/labels';

export type CartLineItemProps = Omit<React.ComponentProps<'article'>, 'title' | 'children'> & {
  /** The product's name: the line's heading, and the image's alt text. */
  title: string;
  /** The pack in this line, e.g. "5 kg": shown after the title, "Aged Basmati Rice · 5 kg". */
  pack?: string | null | undefined;
  /** A short text under the title, cut to two lines. */
  description?: string | undefined;
  /** A resolved image URL; a placeholder is shown when missing or broken. */
  image?: string | null | undefined;
  /** The price of one item, shown under the title as "₹450.00 each". */
  unitPrice: number;
  /** How many of it are in the cart: the stepper's value. */
  quantity: number;
  /** The line's price as the server computed it; defaults to unit price × quantity. */
  linePrice?: number | undefined;
  /** Stock left, the stepper's upper bound. */
  maxQuantity?: number | undefined;
  /** Called with the new quantity when the shopper changes it with the stepper. */
  onQuantityChange: (next: number) => void;
  /** Called when the shopper presses the remove (bin) button. */
  onRemove: () => void;
  /** An update of this line is in flight: its controls are disabled. */
  busy?: boolean | undefined;
  /** The line's texts, each defaulting to the spec's. */
  labels?: LabelOverrides<CartLineItemLabels> | undefined;
};

export type CartLineItemLabels = {
  /** After the unit price: "₹450.00 each". */
  each: string;
  /** Read before the line's price by screen readers. */
  linePrice: string;
  /** The stepper's name, given the title with its pack ("Aged Basmati Rice, 5 kg"). */
  quantity: (title: string) => string;
  /** The remove button's name, given the title with its pack. */
  remove: (title: string) => string;
};

const defaultLabels: CartLineItemLabels = {
  each: 'each',
  linePrice: 'Line total',
  quantity: (title) => `Quantity for ${title}`,
  remove: (title) => `Remove ${title}`,
};

/** One product in the cart: stacked on narrow containers, one row on wide ones. */
export function CartLineItem({
  title,
  pack,
  description,
  image,
  unitPrice,
  quantity,
  linePrice,
  maxQuantity,
  onQuantityChange,
  onRemove,
  busy = false,
  labels: labelOverrides,
  className,
  ...props
}: CartLineItemProps) {
  const titleId = useId();
  const labels = useLabels('CartLineItem', defaultLabels, labelOverrides);
  const name = productNameWithPack(title, pack);
  return (
    // The layout follows the line's own width (a container query), not the viewport's:
    // the cart puts it beside the order summary on desktop.
    <article
      data-slot="cart-line-item"
      data-state={busy ? 'busy' : 'idle'}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cn('@container rounded-card border border-border bg-surface p-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-4 @xl:flex-row @xl:items-center">
        <div className="flex min-w-0 flex-1 gap-4">
          <ImageWithFallback
            src={image}
            alt={title}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            data-slot="cart-line-item-image"
            className="size-20 shrink-0 rounded-card object-cover @xl:size-24"
          />
          <div data-slot="cart-line-item-details" className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 id={titleId} className="line-clamp-2 font-semibold break-words text-foreground">
              <ProductName title={title} pack={pack} />
            </h3>
            {description && (
              <p
                data-slot="cart-line-item-description"
                className="line-clamp-2 text-sm break-words text-muted-foreground"
              >
                {description}
              </p>
            )}
            <p data-slot="cart-line-item-unit-price" className="flex items-baseline gap-1 text-sm">
              <Price amount={unitPrice} size="sm" />
              <span className="text-muted-foreground">{labels.each}</span>
            </p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-4 @xl:justify-end">
          <QuantityStepper
            value={quantity}
            max={maxQuantity}
            onChange={onQuantityChange}
            disabled={busy}
            label={labels.quantity(name)}
          />
          <div className="flex items-center gap-2">
            <p data-slot="cart-line-item-line-price" className="min-w-24 text-right">
              <span className="sr-only">{labels.linePrice}: </span>
              <Price amount={linePrice ?? unitPrice * quantity} />
            </p>
            <IconButton
              label={labels.remove(name)}
              tooltip={false}
              data-slot="cart-line-item-remove"
              className="text-error hover:bg-error-soft"
              disabled={busy}
              onClick={onRemove}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </div>
        </div>
      </div>
    </article>
  );
}
