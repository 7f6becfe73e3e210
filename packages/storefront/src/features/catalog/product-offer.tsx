import { type Pack, type Product, formatDate } from '@dhanya/api';
import { Chip, Price, UnitPrice } from '@dhanya/ui';
import { locales, useLocale, useTexts } from '../../shared/locale';

/**
 * "3 Dec 2026": the day the offer ends in the shop's time zone (India), the same on the
 * server that renders the page and in every browser, wherever either is. An unreadable
 * date throws, as it always has here, rather than showing "Offer ends" and nothing.
 */
export const formatOfferDate = (iso: string, locale = 'en-IN') =>
  formatDate(iso, 'date', { ifInvalid: 'throw', locale });

/** Stock this low is worth telling the shopper about. */
const lowStock = 10;

/** The discount in whole percent while an offer lowers the price, else null. */
export function discountPercent(product: Pick<Product, 'price' | 'effectivePrice' | 'discount'>): number | null {
  if (!(product.effectivePrice < product.price) || product.price <= 0) return null;
  return product.discount ?? Math.round((1 - product.effectivePrice / product.price) * 100);
}

/**
 * What the shopper pays for the chosen pack: its effective price with the unit sale price
 * beside it (per kg, litre or piece, as packaged goods must show it), during an offer the
 * catalogue price struck through with the discount and the day the offer ends, and else a
 * higher MRP struck through.
 */
export function ProductPrice({ pack }: { pack: Pack }) {
  const discount = discountPercent(pack);
  const mrp = pack.mrp !== null && pack.mrp > pack.effectivePrice ? pack.mrp : undefined;
  const texts = useTexts().catalog;
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Price
          amount={pack.effectivePrice}
          compareAt={discount !== null ? pack.price : mrp}
          size="lg"
          className="text-primary"
        />
        {discount !== null && (
          <Chip tone="success" size="sm">
            {texts.percentOff(discount)}
          </Chip>
        )}
        <UnitPrice price={pack.effectivePrice} netQuantity={pack.netQuantity} unit={pack.unit} />
      </div>
      {discount !== null && pack.discountExpiry && (
        <p className="text-sm text-muted-foreground">
          {texts.offerEnds(formatOfferDate(pack.discountExpiry, locales[locale].tag))}
        </p>
      )}
    </div>
  );
}

/** In stock, only a few left, or out of stock. */
export function StockStatus({ quantity }: { quantity: number }) {
  const texts = useTexts().catalog;
  if (quantity <= 0) return <Chip tone="error">{texts.outOfStock}</Chip>;
  if (quantity <= lowStock) return <Chip tone="warning">{texts.onlyLeft(quantity)}</Chip>;
  return <Chip tone="success">{texts.inStock}</Chip>;
}
