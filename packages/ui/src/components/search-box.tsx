import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { useLabels, useRenderLink } from '../provider/dhanya-provider';
import { isPlainLeftClick, type RenderLink } from '../lib/link';
import { useControllableState } from '../lib/use-controllable-state';
import { HighlightedMatch } from './highlighted-match';
import { Spinner } from './spinner';
import type { LabelOverrides } from '../lib/labels';

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

/**
 * The shop's search field. With `suggestions` and `onQueryChange` it is a combobox that asks after
 * typing pauses and lists the first matches, highlighted; without them a plain search field. Enter
 * submits (`onSubmit`, or the form's `action` before the page's code has run).
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
  const labels = useLabels('SearchBox', defaultLabels, labelOverrides);
  const label = ownLabel ?? labels.label;
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [query, setQuery] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastSent = useRef('');
  const onQueryChangeRef = useRef(onQueryChange);
  useEffect(() => {
    onQueryChangeRef.current = onQueryChange;
  });
  useEffect(
    () => () => {
      clearTimeout(debounceTimer.current);
      clearTimeout(blurTimer.current);
    },
    [],
  );

  const text = query.trim();
  const shown = suggestions.slice(0, maxSuggestions);
  const expanded = open && text !== '' && shown.length > 0;
  const activeIndex = expanded && active < shown.length ? active : -1;

  const send = (next: string) => {
    if (next === lastSent.current) return;
    lastSent.current = next;
    onQueryChangeRef.current?.(next);
  };

  const changeQuery = (typed: string) => {
    setQuery(typed);
    setActive(-1);
    setOpen(true);
    clearTimeout(debounceTimer.current);
    const next = typed.trim();
    // Blank text is never searched; telling the app at once lets it clear its suggestions.
    if (!next) send('');
    else debounceTimer.current = setTimeout(() => send(next), debounceMs);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onOptionClick = (suggestion: SearchSuggestion, event: React.MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    close();
    if (onSelect) {
      event.preventDefault();
      onSelect(suggestion);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!text || count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!expanded || activeIndex === -1) setActive(down ? 0 : count - 1);
        else setActive((activeIndex + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter':
        if (activeIndex === -1) return; // the form submits
        event.preventDefault();
        // A click on the option's own link: the same path as a mouse click (onSelect or the link).
        document.getElementById(optionId(activeIndex))?.click();
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          changeQuery('');
        }
        return;
    }
  };

  return (
    <form
      data-slot="search-box"
      data-state={expanded ? 'open' : 'closed'}
      role="search"
      aria-label={label}
      className={cn('relative w-full', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text || !onSubmit) return;
        clearTimeout(debounceTimer.current);
        close();
        onSubmit(text);
      }}
      {...props}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={inputId}
        name={fieldName}
        data-slot="search-box-input"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={labels.placeholder}
        value={query}
        onChange={(event) => changeQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(close, blurClearDelayMs);
        }}
        className={cn(
          'h-11 w-full rounded-full border border-border bg-background pr-11 pl-11 text-sm text-foreground transition-colors outline-none placeholder:text-muted-foreground',
          'hover:border-muted-foreground focus-visible:border-primary focus-visible:bg-surface focus-visible:ring-2 focus-visible:ring-secondary',
          '[&::-webkit-search-cancel-button]:cursor-pointer',
        )}
      />
      {loading && (
        <Spinner
          size="sm"
          label={labels.loading}
          className="absolute top-1/2 right-4 -translate-y-1/2 text-muted-foreground"
        />
      )}
      <ul
        id={listboxId}
        data-slot="search-box-listbox"
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-card border border-border bg-surface py-1.5 shadow-lg"
      >
        {shown.map((suggestion, index) => (
          <li key={suggestion._id} role="presentation">
            {renderLink({
              href: productHref(suggestion),
              id: optionId(index),
              role: 'option',
              'aria-selected': index === activeIndex,
              tabIndex: -1,
              'data-slot': 'search-box-option',
              // Keeps focus in the box, so choosing a suggestion never races the blur timer.
              onMouseDown: (event) => event.preventDefault(),
              onClick: (event) => onOptionClick(suggestion, event),
              className:
                'flex min-h-11 items-center gap-3 px-4 py-2 text-sm text-foreground hover:bg-muted aria-selected:bg-muted aria-selected:text-primary',
              children: (
                <>
                  <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="line-clamp-2">
                    <HighlightedMatch text={suggestion.title} match={text} />
                  </span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
      <span role="status" className="sr-only">
        {expanded ? labels.results(shown.length) : ''}
      </span>
    </form>
  );
}
