// The page paints a plain box; the combobox replaces it once fetched (at the first focus, touch or
// key). Each test imports the box afresh, with the combobox's module held until the test lets it come.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DeferredPartModule from '../../lib/deferred-part';
import type * as SearchBoxModule from './search-box';
import type { SearchSuggestion } from './search-box';

const arrival = vi.hoisted(() => ({ current: { come: () => {}, came: Promise.resolve() } }));
vi.mock('./search-box-combobox', async (importOriginal) => {
  await arrival.current.came;
  return importOriginal();
});

let SearchBox: typeof SearchBoxModule.SearchBox;
let preloadDeferredParts: typeof DeferredPartModule.preloadDeferredParts;
beforeEach(async () => {
  let come = () => {};
  const came = new Promise<void>((resolve) => (come = resolve));
  arrival.current = { come, came };
  vi.resetModules();
  ({ SearchBox } = await import('./search-box'));
  ({ preloadDeferredParts } = await import('../../lib/deferred-part'));
});

const suggestions: SearchSuggestion[] = [
  { _id: 'p1', title: 'Basmati Rice 1 kg' },
  { _id: 'p2', title: 'Basmati Rice 5 kg' },
];

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
const combobox = () =>
  act(async () => {
    arrival.current.come();
    await preloadDeferredParts();
  });

describe('SearchBox before its combobox has loaded', () => {
  it('keeps what was typed, the caret and the focus, and the next keys go on from there', async () => {
    const typed: string[] = [];
    render(
      <SearchBox
        suggestions={suggestions}
        onQueryChange={() => {}}
        onValueChange={(value) => typed.push(value)}
        productHref={(suggestion) => `/product/${suggestion._id}`}
      />,
    );
    const plain = box();
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: 'basmti' } });
    // The shopper moves back to fix a letter: the caret sits after "basm".
    plain.setSelectionRange(4, 4);
    fireEvent.select(plain);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await combobox();

    const loaded = box();
    expect(loaded).not.toBe(plain);
    expect(loaded).toHaveValue('basmti');
    expect(loaded).toHaveFocus();
    expect([loaded.selectionStart, loaded.selectionEnd]).toEqual([4, 4]);
    expect(screen.getAllByRole('option', { name: /Basmati Rice/ })).toHaveLength(2);

    fireEvent.change(loaded, { target: { value: 'basmati' } });
    expect(loaded).toHaveValue('basmati');
    expect(typed).toEqual(['basmti', 'basmati']);
  });

  it('waits for an input method to finish its word before swapping the box', async () => {
    render(
      <SearchBox
        suggestions={suggestions}
        onQueryChange={() => {}}
        productHref={(suggestion) => `/product/${suggestion._id}`}
      />,
    );
    const plain = box();
    act(() => plain.focus());
    fireEvent.compositionStart(plain);
    fireEvent.change(plain, { target: { value: 'बास' } });

    await combobox();
    expect(box()).toBe(plain);

    fireEvent.change(plain, { target: { value: 'बासमती' } });
    fireEvent.compositionEnd(plain);
    const loaded = box();
    expect(loaded).not.toBe(plain);
    expect(loaded).toHaveValue('बासमती');
    expect(loaded).toHaveFocus();
  });
});
