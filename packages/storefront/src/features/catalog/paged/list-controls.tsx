import { productSorts } from '@dhanya/api';
import { Button, Checkbox, NativeSelect, TextField } from '@dhanya/ui';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useTexts } from '../../../shared/locale';
import { type ListParams, filterCount, readListParams } from './list-params';

const priceBounds = ['minPrice', 'maxPrice'] as const;

type ListControlsProps = {
  params: ListParams;
  /** The list with the form's choices; page 1. */
  onChange: (next: ListParams) => void;
  /** Query parameters the list keeps whatever is chosen (a search's text). */
  keep?: Record<string, string>;
};

/**
 * Sort and filters of a product list as one GET form: before the page's JavaScript has
 * loaded, "Apply" reloads the page with them in the URL; after, every change applies at once
 * (a price when it is applied), without a reload.
 */
export function ListControls({ params, onChange, keep = {} }: ListControlsProps) {
  const texts = useTexts().list;
  const sortOptions = productSorts.map((sort) => ({ value: sort, label: texts.sorts[sort] }));
  function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === 'string' && value !== '') chosen.append(name, value);
    onChange({ ...readListParams(chosen), page: 1 });
  }
  const applyNow = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    event.currentTarget.form?.requestSubmit();

  const filters = filterCount(params);
  // Keyed by the params: a back or forward navigation shows what that URL chose.
  return (
    <form
      key={JSON.stringify(params)}
      method="get"
      aria-label={texts.sortAndFilter}
      onSubmit={apply}
      className="mb-6 flex flex-col gap-3 min-[640px]:flex-row min-[640px]:items-start"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <NativeSelect
        label={texts.sortBy}
        name="sort"
        options={sortOptions}
        defaultValue={params.sort}
        onChange={applyNow}
        className="min-[640px]:w-60"
      />
      {/* A <details> opens without JavaScript; it starts open while a filter is on. */}
      <details
        open={filters > 0}
        className="group min-w-0 flex-1 rounded-card border border-border bg-surface min-[640px]:mt-7"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-card px-4 text-sm font-medium text-foreground focus-visible:ring-2 focus-visible:ring-secondary focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal aria-hidden className="size-4 text-primary" />
            {texts.filters(filters)}
          </span>
          <ChevronDown
            aria-hidden
            className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="flex flex-col gap-4 border-t border-border p-4 min-[900px]:flex-row min-[900px]:flex-wrap min-[900px]:items-end">
          <fieldset className="flex min-w-0 items-end gap-2">
            <legend className="sr-only">{texts.priceRange}</legend>
            {priceBounds.map((name) => (
              <TextField
                key={name}
                label={texts[name]}
                name={name}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                defaultValue={params[name]}
                className="w-full min-[900px]:w-32"
              />
            ))}
            <Button type="submit" variant="outline" className="h-11 shrink-0">
              {texts.apply}
            </Button>
          </fieldset>
          <div className="flex flex-wrap gap-x-6">
            <Checkbox
              label={texts.onOffer}
              name="onOffer"
              value="1"
              defaultChecked={params.onOffer}
              onChange={applyNow}
            />
            <Checkbox
              label={texts.inStock}
              name="inStock"
              value="1"
              defaultChecked={params.inStock}
              onChange={applyNow}
            />
          </div>
        </div>
      </details>
    </form>
  );
}
