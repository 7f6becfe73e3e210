import { type Product, paths } from '@dhanya/api';
import { useProductListPage } from '@dhanya/api/swr';
import { useController, useFieldErrorProps } from '@dhanya/shell';
import { Combobox, type ComboboxOption } from '@dhanya/ui';
import { useState } from 'react';
import { productPickerHint, productPickerLabels } from './product-picker-texts';

/** A list the picker reads: the products already promoted. */
export type CatalogueState = { data?: Product[]; error?: Error; isLoading: boolean; mutate?: () => unknown };

type PromotedProductPickerProps = {
  /** The products already promoted: disabled in the picker. */
  promoted: CatalogueState;
  options: (products: Product[], promoted: Product[]) => ComboboxOption[];
  /** The error when the promotion's own list failed to load. */
  promotedLoadFailed: string;
  /** The product chosen, with its packs; null when the choice is cleared. */
  onProductChosen?: (product: Product | null) => void;
};

/** Products in one page of the picker: a screenful or two, however big the shop. */
const pickerPageSize = 20;

/**
 * The `productId` field of a promotion form: a combobox over the shop's products, a page at a
 * time. Before anything is typed it offers the first products by title; typing searches
 * titles (the search endpoint, best matches first). Those already promoted are disabled.
 */
export function PromotedProductPicker({
  promoted,
  options: optionsOf,
  promotedLoadFailed,
  onProductChosen,
}: PromotedProductPickerProps) {
  const {
    field: { ref, value: productId, onChange },
  } = useController<{ productId: string }>({ name: 'productId' });
  // The schema's message (or, in a form with a summary, a pointer to it).
  const fieldError = useFieldErrorProps('productId');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const page = useProductListPage(query ? paths.search : paths.products, {
    query: query || undefined,
    page: 1,
    limit: pickerPageSize,
  });

  const products = page.data?.products ?? [];
  const total = page.data?.total ?? 0;
  const shopIsEmpty = !query && page.data !== undefined && total === 0;
  const options = promoted.data ? optionsOf(products, promoted.data) : [];
  const loadError = page.error ? 'Could not load the products.' : promoted.error ? promotedLoadFailed : undefined;

  return (
    <Combobox
      ref={ref}
      label="Product"
      required
      disabled={shopIsEmpty}
      options={options}
      // The form empties the field after a save: the box follows it.
      value={chosen && chosen.value === productId ? chosen : null}
      onValueChange={(option) => {
        setChosen(option);
        onChange(option?.value ?? '');
        onProductChosen?.(products.find((product) => product._id === option?.value) ?? null);
      }}
      onQueryChange={setQuery}
      loading={page.isLoading || promoted.isLoading}
      loadError={loadError}
      onRetry={() => {
        if (page.error) void page.mutate();
        if (promoted.error) void promoted.mutate?.();
      }}
      // While the next page loads, the one shown may answer other text: no hint about it.
      hint={page.isLoading ? undefined : productPickerHint({ query, total }, products.length)}
      {...fieldError}
      labels={productPickerLabels(total, shopIsEmpty)}
    />
  );
}
