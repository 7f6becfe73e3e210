import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { isPlainLeftClick, type RenderLink } from '../../lib/link';
import { HighlightedMatch } from '../highlighted-match';
import { type SearchBoxCaret, type SearchBoxIds, SearchBoxInput, SearchBoxListbox } from './search-box-parts';
import type { SearchSuggestion } from './search-box';

export type SearchBoxComboboxProps = {
  ids: SearchBoxIds;
  name: string | undefined;
  placeholder: string;
  /** The box's text, owned by the SearchBox so it outlives the swap. */
  query: string;
  onEdit: (typed: string) => void;
  /** Already cut to the number shown. */
  suggestions: SearchSuggestion[];
  onSelect: ((suggestion: SearchSuggestion) => void) | undefined;
  productHref: (suggestion: SearchSuggestion) => string;
  renderLink: RenderLink;
  resultsLabel: (count: number) => string;
  blurClearDelayMs: number;
  /** Whether the plain box had the focus when this one replaced it; then kept up to date. */
  focused: boolean;
  caret: React.RefObject<SearchBoxCaret>;
  onFocusChange: (focused: boolean) => void;
};

// Extra flag downshift reads on an event: the handler before it has done the job.
type DownshiftEvent = { nativeEvent: { preventDownshiftDefault?: boolean } };
const handled = (event: DownshiftEvent) => {
  event.nativeEvent.preventDownshiftDefault = true;
};

const { InputBlur } = useCombobox.stateChangeTypes;

/** Leaving the box does not close the list at once (SEARCH-03): the blur timer does. */
function closeLater(
  state: UseComboboxState<SearchSuggestion>,
  { type, changes }: UseComboboxStateChangeOptions<SearchSuggestion>,
): Partial<UseComboboxState<SearchSuggestion>> {
  return type === InputBlur ? { ...changes, isOpen: state.isOpen, highlightedIndex: state.highlightedIndex } : changes;
}

/** One pending call at a time, dropped with the component. */
function useTimer() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      cancel: () => clearTimeout(timer.current),
      start: (call: () => void, delayMs: number) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(call, delayMs);
      },
    }),
    [],
  );
}

/**
 * The search box once its combobox is loaded: the library's combobox behaviour (downshift's
 * `useCombobox`, as in `Combobox`) over suggestions that are links to the products. A
 * suggestion is chosen by click or Enter (`onSelect`, else its link navigates); Escape closes
 * the list, then clears the text; Enter with nothing highlighted sends the form.
 */
export function SearchBoxCombobox({
  ids,
  name,
  placeholder,
  query,
  onEdit,
  suggestions,
  onSelect,
  productHref,
  renderLink,
  resultsLabel,
  blurClearDelayMs,
  focused,
  caret,
  onFocusChange,
}: SearchBoxComboboxProps) {
  const closing = useTimer();
  const optionId = (index: number) => `${ids.listbox}-option-${index}`;

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } =
    useCombobox<SearchSuggestion>({
      items: suggestions,
      inputId: ids.input,
      labelId: ids.label,
      menuId: ids.listbox,
      getItemId: optionId,
      itemToString: (suggestion) => suggestion?.title ?? '',
      itemToKey: (suggestion) => suggestion?._id,
      inputValue: query,
      selectedItem: null,
      initialIsOpen: focused,
      stateReducer: closeLater,
    });

  // Carry on where the plain box was: same focus, same caret, before any next key arrives.
  useLayoutEffect(() => {
    const input = document.getElementById(ids.input);
    if (!focused || !(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(caret.current.start, caret.current.end);
    // Only at the swap: later focus changes are the shopper's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = query.trim();
  const expanded = isOpen && text !== '' && suggestions.length > 0;
  const active = expanded ? highlightedIndex : -1;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement> & DownshiftEvent) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!text || suggestions.length === 0) handled(event);
        return;
      case 'Enter':
        handled(event);
        if (active === -1) return; // the form is sent
        event.preventDefault();
        // The option's own link, clicked: the same path as the mouse (onSelect, or the link).
        document.getElementById(optionId(active))?.click();
        return;
      case 'Escape':
        handled(event);
        if (expanded) {
          event.preventDefault();
          closeMenu();
        } else if (query) {
          event.preventDefault();
          onEdit('');
        }
        return;
    }
  };

  const onOptionClick = (suggestion: SearchSuggestion, event: React.MouseEvent & DownshiftEvent) => {
    // A new tab or window: the browser's, and the list stays as it was.
    if (!isPlainLeftClick(event)) return handled(event);
    closeMenu();
    if (onSelect) {
      event.preventDefault();
      onSelect(suggestion);
    }
  };

  const inputProps = getInputProps({
    name,
    placeholder,
    onChange: (event) => onEdit(event.currentTarget.value),
    onKeyDown,
    onFocus: () => {
      closing.cancel();
      onFocusChange(true);
      openMenu();
    },
    onBlur: () => {
      onFocusChange(false);
      closing.start(closeMenu, blurClearDelayMs);
    },
  });

  return (
    <>
      <SearchBoxInput
        {...inputProps}
        aria-controls={ids.listbox}
        aria-expanded={expanded}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
      />
      <SearchBoxListbox {...getMenuProps()} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li key={suggestion._id} role="presentation">
            {renderLink({
              href: productHref(suggestion),
              ...getItemProps({
                item: suggestion,
                index,
                tabIndex: -1,
                onClick: (event: React.MouseEvent & DownshiftEvent) => onOptionClick(suggestion, event),
              }),
              'aria-selected': index === active,
              'data-slot': 'search-box-option',
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
      </SearchBoxListbox>
      <span role="status" className="sr-only">
        {expanded ? resultsLabel(suggestions.length) : ''}
      </span>
    </>
  );
}
