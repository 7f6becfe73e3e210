import type { Order } from '@dhanya/api';
import { ImageWithFallback, Price } from '@dhanya/ui';
import { Link } from 'react-router-dom';
import { productImage } from '../../shared/images';
import { LineTitle } from '../../shared/line-title';
import { useTexts } from '../../shared/locale';
import { productPath } from '../../shared/route-paths';

/** An order's products: image, title and pack (to buy it again), quantity, unit and line price. */
export function OrderLines({ lines }: { lines: Order['products'] }) {
  const texts = useTexts().orders;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {lines.map((line, index) => (
        <li key={`${line.product._id}-${index}`} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
          <ImageWithFallback
            src={productImage(line.product.image, 'card')}
            alt={line.product.title}
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-card object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              to={productPath(line.product)}
              className="line-clamp-2 font-medium break-words text-foreground hover:text-primary hover:underline"
            >
              <LineTitle title={line.product.title} packLabel={line.pack?.label} />
            </Link>
            <p className="flex flex-wrap items-baseline gap-x-1 text-sm text-muted-foreground">
              <span>{texts.quantity(line.quantity)}</span>
              <span aria-hidden>×</span>
              <span className="sr-only">{texts.at}</span>
              <Price amount={line.unitPrice} size="sm" />
            </p>
          </div>
          <Price amount={line.price} className="shrink-0" />
        </li>
      ))}
    </ul>
  );
}
