import type { UseComboboxPropGetters } from 'downshift';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { HighlightedMatch } from '../highlighted-match';
import { Spinner } from '../spinner';
import type { ComboboxLabels } from './combobox-labels';

export type ComboboxOption = { value: string; label: string; disabled?: boolean };

type ComboboxPopupProps = Pick<UseComboboxPropGetters<ComboboxOption>, 'getMenuProps' | 'getItemProps'> & {
  open: boolean;
  options: ComboboxOption[];
  chosen: ComboboxOption | null;
  /** The text the options answer: its first occurrence in each label is bold. */
  query: string;
  busy: boolean;
  hint?: React.ReactNode | undefined;
  labels: ComboboxLabels;
};

/**
 * The combobox's popup: the listbox of options (kept mounted, as the input points at it),
 * then, where there are none, why (loading, no match, nothing to choose), and the hint.
 */
export function ComboboxPopup({
  open,
  options,
  chosen,
  query,
  busy,
  hint,
  labels,
  getMenuProps,
  getItemProps,
}: ComboboxPopupProps) {
  const message = options.length > 0 ? null : busy ? labels.loading : query ? labels.noMatch(query) : labels.empty;
  return (
    <div
      data-slot="combobox-popup"
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-card border border-border bg-surface shadow-lg"
    >
      <ul
        {...getMenuProps()}
        data-slot="combobox-listbox"
        aria-busy={busy || undefined}
        hidden={options.length === 0}
        className="max-h-72 overflow-y-auto overscroll-contain p-1"
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            {...getItemProps({ item: option, index })}
            data-slot="combobox-option"
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm break-words text-foreground select-none',
              'aria-selected:bg-muted aria-selected:text-primary aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground',
            )}
          >
            {chosen?.value === option.value && (
              <Check aria-hidden className="absolute top-1/2 left-2 size-4 -translate-y-1/2" />
            )}
            <span className="min-w-0">
              <HighlightedMatch text={option.label} match={query} />
            </span>
          </li>
        ))}
      </ul>
      {message && (
        <p data-slot="combobox-message" className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground">
          {busy && <Spinner size="sm" label="" />}
          {message}
        </p>
      )}
      {hint && options.length > 0 && (
        <p data-slot="combobox-hint" className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
