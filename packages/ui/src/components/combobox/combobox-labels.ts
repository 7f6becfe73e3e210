/** A combobox's texts; the app passes its own wording through `labels`. */
export type ComboboxLabels = {
  placeholder: string;
  /** Shown in the popup while the first options for a text are on their way. */
  loading: string;
  /** Shown in the popup when nothing was typed and there is nothing to choose. */
  empty: string;
  /** Shown in the popup, and announced, when nothing matches the text. */
  noMatch: (query: string) => string;
  /** Announced to screen readers when options appear. */
  results: (count: number) => string;
  /** The name of the button that opens and closes the popup. */
  toggle: string;
  /** The button beside a failed load. */
  retry: string;
};

export const defaultComboboxLabels: ComboboxLabels = {
  placeholder: 'Type to search…',
  loading: 'Loading…',
  empty: 'Nothing to choose from',
  noMatch: (query) => `No match for “${query}”`,
  results: (count) => `${count} ${count === 1 ? 'option' : 'options'} available`,
  toggle: 'Show options',
  retry: 'Try Again',
};
