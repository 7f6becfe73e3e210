import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDeferredParts } from '../../lib/deferred-part';
import { SearchBox, type SearchSuggestion } from './search-box';

const suggestions: SearchSuggestion[] = Array.from({ length: 7 }, (_, index) => ({
  _id: `p${index + 1}`,
  title: `Basmati Rice ${index + 1} kg`,
}));

function setup(props: Partial<React.ComponentProps<typeof SearchBox>> = {}) {
  const onQueryChange = vi.fn();
  const onSelect = vi.fn();
  render(
    <SearchBox
      suggestions={suggestions}
      onQueryChange={onQueryChange}
      onSelect={onSelect}
      productHref={(suggestion) => `/product/${suggestion._id}`}
      {...props}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { onQueryChange, onSelect, input };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const type = (input: HTMLElement, value: string) => act(() => fireEvent.change(input, { target: { value } }));
// userEvent waits on real timers between steps, so with fake timers the keys are fired directly.
const press = (input: HTMLElement, ...keys: string[]) => {
  for (const key of keys) fireEvent.keyDown(input, { key });
};

describe('SearchBox', () => {
  // The combobox as a shopper meets it after the first hover or focus (search-box-swap.test.tsx
  // proves the swap from the plain box).
  beforeAll(() => preloadDeferredParts());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[SEARCH-05] typing "basmati" one key per 50 ms asks once, for "basmati", 300 ms after the last key', () => {
    const { input, onQueryChange } = setup();
    const word = 'basmati';
    for (let length = 1; length <= word.length; length++) {
      type(input, word.slice(0, length));
      tick(50);
    }
    tick(249); // 299 ms after the last key
    expect(onQueryChange).not.toHaveBeenCalled();
    tick(1);
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith('basmati');
  });

  it('[SEARCH-05] sends the trimmed text, and text that trims to the same query is not sent again', () => {
    const { input, onQueryChange } = setup({ debounceMs: 100 });
    type(input, ' rice & dal ');
    tick(100);
    type(input, 'rice & dal');
    tick(100);
    expect(onQueryChange.mock.calls).toEqual([['rice & dal']]);
  });

  it('maxSuggestions and productHref decide how many suggestions and where they lead', () => {
    const { input } = setup({
      maxSuggestions: 2,
      suggestions: [{ _id: 'toor', title: 'Toor Dal' }, ...suggestions],
      productHref: (suggestion) => `/p/${suggestion._id}`,
    });
    type(input, 'dal');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute('href', '/p/toor');
  });

  it('[SEARCH-03] blurring hides the suggestions exactly 200 ms later: shown at 199 ms, gone at 200 ms', () => {
    const { input } = setup();
    type(input, 'basmati');
    fireEvent.blur(input);
    tick(199);
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(5);
    tick(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('[SEARCH-03] focusing again before the delay keeps the suggestions', () => {
    const { input } = setup();
    type(input, 'basmati');
    fireEvent.blur(input);
    tick(150);
    fireEvent.focus(input);
    tick(500);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('[SEARCH-02] a ctrl-click (open in new tab) leaves the page to the browser', () => {
    const { input, onSelect } = setup();
    type(input, 'basmati');
    const option = screen.getByRole('option', { name: 'Basmati Rice 1 kg' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    // jsdom would try to navigate: stop the default after React saw the event.
    option.addEventListener('click', (clickEvent) => {
      expect(clickEvent.defaultPrevented).toBe(false);
      clickEvent.preventDefault();
    });
    act(() => {
      option.dispatchEvent(event);
    });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('ArrowDown/ArrowUp move the active option with wrap-around; Enter selects it', () => {
    const { input, onSelect } = setup();
    act(() => input.focus());
    type(input, 'basmati');
    const options = screen.getAllByRole('option');
    const activeId = () => input.getAttribute('aria-activedescendant');

    expect(activeId()).toBeNull();
    press(input, 'ArrowDown');
    expect(activeId()).toBe(options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    press(input, 'ArrowUp');
    expect(activeId()).toBe(options[4]?.id);
    press(input, 'ArrowDown');
    expect(activeId()).toBe(options[0]?.id);
    press(input, 'ArrowDown');
    expect(activeId()).toBe(options[1]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    press(input, 'Enter');
    expect(onSelect).toHaveBeenCalledWith(suggestions[1]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the suggestions, a second Escape clears the text', () => {
    const { input, onQueryChange, onSelect } = setup();
    act(() => input.focus());
    type(input, 'basmati');
    tick(300);
    press(input, 'ArrowDown', 'Escape');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('basmati');
    press(input, 'Enter');
    expect(onSelect).not.toHaveBeenCalled();

    press(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    press(input, 'Escape', 'Escape');
    expect(input).toHaveValue('');
    expect(onQueryChange).toHaveBeenLastCalledWith('');
  });

  it('Enter with no active option submits the trimmed text', () => {
    const onSubmit = vi.fn();
    const { input, onSelect } = setup({ onSubmit });
    type(input, ' basmati ');
    press(input, 'Enter');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).toHaveBeenCalledWith('basmati');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('a controlled box shows the text it is given and reports each edit', () => {
    const onValueChange = vi.fn();
    const { input } = setup({ value: 'rice', onValueChange });
    expect(input).toHaveValue('rice');
    type(input, 'rice 5');
    expect(onValueChange).toHaveBeenCalledWith('rice 5');
    expect(input).toHaveValue('rice');
  });

  it('shows a busy indicator while loading and highlights the matching text', () => {
    const { input } = setup({ loading: true });
    type(input, 'rice 2');
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Basmati Rice 2 kg' }).querySelector('mark')).toHaveTextContent('Rice 2');
  });

  it('is a plain search field without suggestions: typing asks nothing, Enter submits the text', () => {
    const onSubmit = vi.fn();
    render(<SearchBox productHref={(suggestion) => `/product/${suggestion._id}`} onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    type(input, ' toor dal ');
    tick(1000);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    press(input, 'Enter');
    // The browser submits the form on Enter; jsdom does not.
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).toHaveBeenCalledWith('toor dal');
  });
});
