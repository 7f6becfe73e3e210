import type { Pack, Product } from '@dhanya/api';
import { categoryPath, productPath } from '../../shared/route-paths';

/** Search engines show about this many characters of a page's description. */
const metaDescriptionLength = 155;

/**
 * The first 155 characters of the product's description for `<meta name="description">`:
 * whitespace folded, and a longer text cut at a word boundary with "…" (still ≤ 155).
 */
export function metaDescription(text: string, max = metaDescriptionLength): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

const availability = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/** One pack's offer: the price a shopper pays now, in rupees, until when when on offer. */
function packOffer(pack: Pack) {
  const onOffer = pack.effectivePrice < pack.price && pack.discountExpiry !== null;
  return {
    '@type': 'Offer',
    name: pack.label,
    sku: pack.sku,
    price: pack.effectivePrice,
    priceCurrency: 'INR',
    availability: availability(pack.quantity),
    ...(onOffer && { priceValidUntil: pack.discountExpiry!.slice(0, 10) }),
  };
}

/**
 * The offers of a product: its one pack's Offer, or with several packs an AggregateOffer
 * from the lowest to the highest price with an Offer per pack (issue 14).
 */
function offersOf(product: Product) {
  const offers = product.packs.map(packOffer);
  if (offers.length === 1) return offers[0]!;
  const prices = offers.map((offer) => offer.price);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'INR',
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: offers.length,
    availability: availability(product.packs.reduce((stock, pack) => stock + pack.quantity, 0)),
    offers,
  };
}

/**
 * The schema.org Product of the detail page: name, description, absolute image URL, the
 * price a shopper pays now in rupees per pack, availability from the stock, and the rating
 * only when the product has one of its own (CATALOG-09).
 */
export function productJsonLd(product: Product, imageUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    ...(imageUrl && { image: [imageUrl] }),
    sku: product._id,
    ...(product.category && { category: product.category.name }),
    offers: offersOf(product),
    ...(product.rating !== null && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        bestRating: 5,
        ...(product.reviewCount !== null && { reviewCount: product.reviewCount }),
      },
    }),
  };
}

/** The schema.org BreadcrumbList of the detail page: Home › category › product, as absolute URLs. */
export function breadcrumbJsonLd(product: Product, absolute: (path: string) => string) {
  const trail = [
    { name: 'Home', path: '/' },
    ...(product.category ? [{ name: product.category.name, path: categoryPath(product.category) }] : []),
    { name: product.title, path: productPath(product) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(step.path),
    })),
  };
}
