import { type ComboboxLabels, formatIndianNumber } from '@dhanya/ui';

/** What the product picker asked for, and how many products answer it in all. */
type PickerAnswer = { query: string; total: number };

const products = (count: number) => `${formatIndianNumber(count)} ${count === 1 ? 'product' : 'products'}`;

/**
 * The picker's texts, `total` products answering what was asked: a screen reader hears how
 * many are shown of how many.
 */
export function productPickerLabels(total: number, shopIsEmpty: boolean): Partial<ComboboxLabels> {
  return {
    placeholder: shopIsEmpty ? 'No products yet' : 'Type part of a title',
    loading: 'Loading products…',
    empty: 'No products yet',
    noMatch: (text) => `No product matches “${text}”`,
    results: (count) =>
      total > count ? `${formatIndianNumber(count)} of ${products(total)} shown` : `${products(count)} shown`,
    toggle: 'Show products',
    retry: 'Reload products',
  };
}

/** Under a page of the picker that does not hold every product asked for; none when it does. */
export function productPickerHint({ query, total }: PickerAnswer, shown: number): string | undefined {
  if (total <= shown) return undefined;
  const all = formatIndianNumber(total);
  return query
    ? `The ${shown} best of ${all} matches. Type more of the title to narrow them.`
    : `The first ${shown} of ${all} products. Type part of a title to find the others.`;
}
