import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { deferredPart, preload, useDeferredPart } from '../../lib/deferred-part';
import { useLabels, useRenderLink } from '../../provider/dhanya-provider';
import type { RenderLink } from '../../lib/link';
import { useControllableState } from '../../lib/use-controllable-state';
import { useDebouncedQuery } from '../combobox/use-debounced-query';
import { Spinner } from '../spinner';
import { type SearchBoxCaret, SearchBoxInput, SearchBoxListbox } from './search-box-parts';
import type { LabelOverrides } from '../../lib/labels';

export type SearchSuggestion = { _id: string; title: string };

export type SearchBoxProps = Omit<
  React.ComponentProps<'form'>,
  'onSelect' | 'onSubmit' | 'children' | 'defaultValue'
> & {
  /**
   * The current answer for the last query; only the first `maxSuggestions` are shown. Without
   * it (and `onQueryChange`) the box is a plain search field that submits on Enter.
   */
  suggestions?: SearchSuggestion[] | undefined;
  /**
   * Called `debounceMs` after typing pauses, with the trimmed text. Clearing the box (or
   * typing only spaces) calls it at once with '' so the app can drop its suggestions.
   */
  onQueryChange?: ((query: string) => void) | undefined;
  /**
   * A suggestion was chosen by click or Enter; the app navigates. Without it the suggestion's
   * link navigates by itself. Modified clicks (new tab) never call it.
   */
  onSelect?: ((suggestion: SearchSuggestion) => void) | undefined;
  /** Enter with no suggestion highlighted. */
  onSubmit?: ((query: string) => void) | undefined;
  /** Where a suggestion's link leads: the shop's product page, e.g. `/product/{id}`. */
  productHref: (suggestion: SearchSuggestion) => string;
  /**
   * The text's name when the form is sent by the browser: with the form's `action` (e.g.
   * `action="/search" fieldName="query"`), Enter searches before the page's code has run.
   */
  fieldName?: string | undefined;
  /** The text in the box, to control it from outside (with `onValueChange`). */
  value?: string | undefined;
  /** The text the box starts with, when `value` is not controlled; empty by default. */
  defaultValue?: string | undefined;
  /** Called on every edit with the untrimmed text, before any debounce. */
  onValueChange?: ((value: string) => void) | undefined;
  /** How long typing must pause, in ms, before `onQueryChange` is called. Default 300. */
  debounceMs?: number | undefined;
  /** At most this many suggestions are listed. Default 5. */
  maxSuggestions?: number | undefined;
  /** Suggestions stay visible this long after the box loses focus. */
  blurClearDelayMs?: number | undefined;
  /** Shows a small spinner in the box while suggestions are on their way. Default `false`. */
  loading?: boolean | undefined;
  /** The box's accessible name (visually hidden). */
  label?: string | undefined;
  /** Its texts, each defaulting to the spec's. */
  labels?: LabelOverrides<SearchBoxLabels> | undefined;
  /** How its links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's, else a plain `<a>`. */
  renderLink?: RenderLink | undefined;
};

export type SearchBoxLabels = {
  /** The search box's accessible name, when no `label` is given. */
  label: string;
  placeholder: string;
  /** The busy indicator's name. */
  loading: string;
  /** Announced to screen readers when suggestions appear. */
  results: (count: number) => string;
};

const defaultLabels: SearchBoxLabels = {
  label: 'Search products',
  placeholder: 'Search products…',
  loading: 'Searching',
  results: (count) => `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available`,
};

const noSuggestions: SearchSuggestion[] = [];

// Downshift's combobox is fetched at the first sign the shopper wants the box, not with the page.
const comboboxPart = deferredPart(() => import('./search-box-combobox'));

/**
 * The shop's search field. With `suggestions` and `onQueryChange` it is a combobox that asks after
 * typing pauses and lists the first matches, highlighted; without them a plain search field. Enter
 * submits (`onSubmit`, or the form's `action` before the page's code has run).
 *
 * The page paints (and hydrates) a plain box; the library's combobox (downshift) takes its place
 * once fetched, at the first hover, touch, focus or key. It carries on with the text, the caret
 * and the focus, and waits for an input method to finish its word, so no key is lost in between.
 */
export function SearchBox({
  suggestions = noSuggestions,
  onQueryChange,
  onSelect,
  onSubmit,
  productHref,
  fieldName,
  value,
  defaultValue = '',
  onValueChange,
  debounceMs = 300,
  maxSuggestions = 5,
  blurClearDelayMs = 200,
  loading = false,
  label: ownLabel,
  labels: labelOverrides,
  renderLink: ownRenderLink,
  className,
  ...props
}: SearchBoxProps) {
  const renderLink = useRenderLink(ownRenderLink);
  const id = useId();
  const ids = { input: `${id}-input`, label: `${id}-label`, listbox: `${id}-listbox` };
  const labels = useLabels('SearchBox', defaultLabels, labelOverrides);
  const label = ownLabel ?? labels.label;

  const [query, setQuery] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const search = useDebouncedQuery(onQueryChange, debounceMs);
  const edit = (typed: string) => {
    setQuery(typed);
    search.type(typed);
  };

  const suggests = onQueryChange !== undefined;
  const [wanted, setWanted] = useState(false);
  const loaded = useDeferredPart(comboboxPart, suggests && wanted);
  const want = () => {
    if (!suggests || wanted) return;
    preload(comboboxPart);
    setWanted(true);
  };
  const [focused, setFocused] = useState(false);
  const [composing, setComposing] = useState(false);
  const caret = useRef<SearchBoxCaret>({ start: 0, end: 0 });
  const rememberCaret = (input: HTMLInputElement) => {
    caret.current = {
      start: input.selectionStart ?? input.value.length,
      end: input.selectionEnd ?? input.value.length,
    };
  };

  // Focused before the page's code ran (the shopper tapped it at first paint): no focus event comes.
  const plainInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== plainInput.current) return;
    setFocused(true);
    want();
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = query.trim();
  const placeholder = labels.placeholder;
  const combobox = loaded && !composing ? loaded : undefined;

  return (
    <form
      data-slot="search-box"
      role="search"
      aria-label={label}
      className={cn('relative w-full', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (text && onSubmit) onSubmit(text);
      }}
      {...props}
    >
      <label id={ids.label} htmlFor={ids.input} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
      />
      {combobox ? (
        <combobox.SearchBoxCombobox
          ids={ids}
          name={fieldName}
          placeholder={placeholder}
          query={query}
          onEdit={edit}
          suggestions={suggestions.slice(0, maxSuggestions)}
          onSelect={onSelect}
          productHref={productHref}
          renderLink={renderLink}
          resultsLabel={labels.results}
          blurClearDelayMs={blurClearDelayMs}
          focused={focused}
          caret={caret}
          onFocusChange={setFocused}
        />
      ) : (
        <>
          <SearchBoxInput
            ref={plainInput}
            id={ids.input}
            name={fieldName}
            placeholder={placeholder}
            aria-expanded={false}
            aria-controls={ids.listbox}
            value={query}
            onChange={(event) => {
              want();
              edit(event.target.value);
              rememberCaret(event.target);
            }}
            onSelect={(event) => rememberCaret(event.currentTarget)}
            onPointerEnter={want}
            onPointerDown={want}
            onKeyDown={want}
            onFocus={() => {
              want();
              setFocused(true);
            }}
            // A box taken out of the page for the combobox is not a shopper leaving it.
            onBlur={(event) => event.currentTarget.isConnected && setFocused(false)}
            onCompositionStart={() => setComposing(true)}
            onCompositionEnd={() => setComposing(false)}
          />
          <SearchBoxListbox id={ids.listbox} role="listbox" aria-labelledby={ids.label} hidden />
        </>
      )}
      {loading && (
        <Spinner
          size="sm"
          label={labels.loading}
          className="absolute top-1/2 right-4 -translate-y-1/2 text-muted-foreground"
        />
      )}
      {!combobox && <span role="status" className="sr-only" />}
    </form>
  );
}
