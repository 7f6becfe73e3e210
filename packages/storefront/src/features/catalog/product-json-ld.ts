import { type Product } from '@dhanya/api';
import { categoryPath, productPath } from '../../shared/route-paths';

/** Search engines show about this many characters of a page's description. */
export const metaDescriptionLength = 155;

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

/**
 * The schema.org Product of the detail page: name, description, absolute image URL, the
 * price a shopper pays now in rupees, availability from the stock, and the rating only
 * when the product has one of its own (CATALOG-09).
 */
export function productJsonLd(product: Product, imageUrl: string | null) {
  const onOffer = product.effectivePrice < product.price && product.discountExpiry !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    ...(imageUrl && { image: [imageUrl] }),
    sku: product._id,
    ...(product.category && { category: product.category.name }),
    offers: {
      '@type': 'Offer',
      price: product.effectivePrice,
      priceCurrency: 'INR',
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(onOffer && { priceValidUntil: product.discountExpiry!.slice(0, 10) }),
    },
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
