import { type CartLine, packLabelToShow } from '@dhanya/api';
import { CartLineItem } from '@dhanya/ui';
import { useId } from 'react';
import { productImage } from '../../shared/images';
import { useTexts } from '../../shared/locale';

type CartLinesProps = {
  lines: CartLine[];
  /** Ids of the lines whose update is in flight. */
  busy: ReadonlySet<string>;
  onQuantityChange: (line: CartLine, next: number) => void;
  onRemove: (line: CartLine) => void;
};

/**
 * The stock left bounds the stepper; a line already above it (the stock fell since) may still
 * step down towards it.
 */
function stepperMax(line: CartLine) {
  const stock = line.product.quantity;
  return stock === undefined ? undefined : Math.max(stock, line.quantity);
}

/** The server cart's lines: image, title, description, unit price, stepper, line price, remove (CART-04). */
export function CartLines({ lines, busy, onQuantityChange, onRemove }: CartLinesProps) {
  const headingId = useId();
  const texts = useTexts().cart;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-baseline gap-2 text-lg font-semibold text-foreground">
        {texts.linesHeading}
        <span className="text-sm font-normal text-muted-foreground">({texts.units(units)})</span>
      </h2>
      <ul className="flex flex-col gap-4">
        {lines.map((line) => (
          <li key={line._id}>
            <CartLineItem
              title={line.product.title}
              pack={packLabelToShow(line.product.title, line.pack.label)}
              description={line.product.description}
              image={productImage(line.product.image, 'card')}
              unitPrice={line.product.price}
              quantity={line.quantity}
              linePrice={line.price}
              maxQuantity={stepperMax(line)}
              busy={busy.has(line._id)}
              onQuantityChange={(next) => onQuantityChange(line, next)}
              onRemove={() => onRemove(line)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
