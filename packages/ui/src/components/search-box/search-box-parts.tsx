import { cn } from '../../lib/cn';

/** The ids that tie the box, its label and its listbox together, in both of its forms. */
export type SearchBoxIds = { input: string; label: string; listbox: string };

/** Where the shopper was in the first box, so the combobox that replaces it carries on from there. */
export type SearchBoxCaret = { start: number; end: number };

/** The search field itself: the same element, attributes and look before and after the combobox loads. */
export function SearchBoxInput({
  className,
  'aria-controls': ariaControls,
  'aria-expanded': ariaExpanded,
  ...props
}: React.ComponentProps<'input'> & { 'aria-controls': string; 'aria-expanded': boolean }) {
  return (
    <input
      data-slot="search-box-input"
      type="search"
      role="combobox"
      aria-controls={ariaControls}
      aria-expanded={ariaExpanded}
      autoComplete="off"
      enterKeyHint="search"
      spellCheck={false}
      aria-autocomplete="list"
      className={cn(
        'h-11 w-full rounded-full border border-border bg-background pr-11 pl-11 text-sm text-foreground transition-colors outline-none placeholder:text-muted-foreground',
        'hover:border-muted-foreground focus-visible:border-primary focus-visible:bg-surface focus-visible:ring-2 focus-visible:ring-secondary',
        '[&::-webkit-search-cancel-button]:cursor-pointer',
        className,
      )}
      {...props}
    />
  );
}

/** The suggestions' list, kept in the page (hidden when empty) because the box points at it. */
export function SearchBoxListbox({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="search-box-listbox"
      className={cn(
        'absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-card border border-border bg-surface py-1.5 shadow-lg',
        className,
      )}
      {...props}
    />
  );
}
