import type { Translations } from './schemas/translations';

/**
 * The names search finds a product by (issue 34): its title, its title in each other
 * language, then its other names in any script ("Organic Toor Dal", "ऑर्गेनिक तूर दाल",
 * "arhar", "अरहर"). Repeats are the caller's to drop, as its own comparison of case says.
 */
export function productNames(product: {
  title: string;
  translations?: Translations | undefined;
  aliases?: readonly string[] | undefined;
}): string[] {
  const translated = Object.values(product.translations ?? {}).flatMap((fields) =>
    fields.title ? [fields.title] : [],
  );
  return [product.title, ...translated, ...(product.aliases ?? [])];
}
