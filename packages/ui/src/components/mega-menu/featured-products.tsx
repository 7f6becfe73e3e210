import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/link';
import { Price } from '../price';
import { ImageWithFallback } from '../image-with-fallback';
import type { NavHrefs, NavProduct } from './types';

type FeaturedProductsProps = Omit<React.ComponentProps<'table'>, 'children'> & {
  products: NavProduct[];
  caption: string;
  /** Before the price of a product sold in several packs. */
  priceFromLabel: string;
  renderLink: RenderLink;
  productHref: NavHrefs['productHref'];
  perRow?: number | undefined;
};

/** The mega-menu's "Featured Products": a table of product links, `perRow` to a row. */
export function FeaturedProducts({
  products,
  caption,
  priceFromLabel,
  renderLink,
  productHref,
  perRow = 4,
  className,
  ...props
}: FeaturedProductsProps) {
  const rows: NavProduct[][] = [];
  for (let start = 0; start < products.length; start += perRow) rows.push(products.slice(start, start + perRow));

  return (
    <table
      data-slot="mega-menu-featured"
      className={cn('w-full table-fixed border-separate border-spacing-2', className)}
      {...props}
    >
      <caption className="px-2 pb-1 text-left text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {caption}
      </caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((product) => (
              <td key={product._id} className="align-top">
                {renderLink({
                  href: productHref(product),
                  'data-slot': 'mega-menu-product',
                  className:
                    'group/product flex h-full items-center gap-3 rounded-card p-2 text-foreground transition-colors hover:bg-muted',
                  children: (
                    <>
                      <ImageWithFallback
                        src={product.image}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                        decoding="async"
                        className="size-14 shrink-0 rounded-md border border-border object-cover"
                      />
                      <span className="flex min-w-0 flex-col gap-0.5">
                        <span
                          title={product.title}
                          className="line-clamp-2 text-sm leading-5 font-medium group-hover/product:text-primary group-hover/product:underline"
                        >
                          {product.title}
                        </span>
                        {product.priceFrom ? (
                          <span className="flex flex-wrap items-baseline gap-x-1">
                            <span className="text-xs text-muted-foreground">{priceFromLabel}</span>{' '}
                            <Price amount={product.price} size="sm" />
                          </span>
                        ) : (
                          <Price amount={product.price} size="sm" />
                        )}
                      </span>
                    </>
                  ),
                })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
