// The inline script as the server sends it (earlyInputScript), then React hydrating the page
// and the replay: what the shopper did before hydration reaches the hydrated code once each.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { earlyInputScript } from './early-input-script';
import { replayEarlyInput } from './replay';

// jsdom has no PointerEvent: a MouseEvent of that name stands in for the replayed ones.
globalThis.PointerEvent ??= class extends MouseEvent {} as unknown as typeof PointerEvent;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  window.dhanyaEarlyInput?.release();
  delete window.dhanyaEarlyInput;
  document.body.innerHTML = '';
});

/** The server's HTML, then the page's first script, as a browser would have them. */
function serverPage(page: React.ReactElement) {
  document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
  // The inline script, run as the browser runs it.
  new Function(earlyInputScript)();
}

/**
 * Hydrates the page, then hands it what was held (entry-client's MarkHydrated does both);
 * `then` is the page as its first render after hydration draws it (a cart being read).
 */
async function hydrate(page: React.ReactElement, then?: React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, page);
  });
  await act(async () => {
    if (then) root!.render(then);
  });
  await act(async () => {
    replayEarlyInput();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const tap = (element: Element) => {
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
  }
};
const byText = (text: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === text)!;

function Counter({ onAdd }: { onAdd: (count: number) => void }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
        onAdd(count + 1);
      }}
    >
      Add to Cart
    </button>
  );
}

describe('taps before hydration', () => {
  test('are answered once each, in order, by the hydrated code', async () => {
    const added = vi.fn();
    serverPage(<Counter onAdd={added} />);
    tap(byText('Add to Cart'));
    tap(byText('Add to Cart'));
    expect(byText('Add to Cart')).toHaveAttribute('data-early-input', 'held');
    await hydrate(<Counter onAdd={added} />);
    expect(added.mock.calls).toEqual([[1], [2]]);
    expect(byText('Add to Cart')).not.toHaveAttribute('data-early-input');
  });

  test('are left to the browser on links and on forms that name their action', () => {
    document.body.innerHTML =
      '<a href="#shelf">Rice</a><form action="/search"><input name="query"><button>Go</button></form>';
    new Function(earlyInputScript)();
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    const send = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(send);
    expect(link.defaultPrevented).toBe(false);
    expect(send.defaultPrevented).toBe(false);
    expect(window.dhanyaEarlyInput!.release().entries).toEqual([]);
  });

  test('wait while their button is busy, and are dropped if it then says something else', async () => {
    function Toggle({ inCart, busy, onTap }: { inCart: boolean; busy: boolean; onTap: () => void }) {
      return (
        <button type="button" disabled={busy} onClick={onTap}>
          {inCart ? 'Remove from Cart' : 'Add to Cart'}
        </button>
      );
    }
    const tapped = vi.fn();
    serverPage(<Toggle inCart={false} busy={false} onTap={tapped} />);
    tap(byText('Add to Cart'));
    await hydrate(<Toggle inCart={false} busy={false} onTap={tapped} />, <Toggle inCart={false} busy onTap={tapped} />);
    expect(tapped).not.toHaveBeenCalled();
    // The cart is read: the product was in it already, so the "Add to Cart" tap is not a removal.
    act(() => root!.render(<Toggle inCart busy={false} onTap={tapped} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(tapped).not.toHaveBeenCalled();
  });

  test('wait while their button is busy, then are answered', async () => {
    function Busy({ busy, onTap }: { busy: boolean; onTap: () => void }) {
      return (
        <button type="button" disabled={busy} onClick={onTap}>
          Add to Cart
        </button>
      );
    }
    const tapped = vi.fn();
    serverPage(<Busy busy={false} onTap={tapped} />);
    tap(byText('Add to Cart'));
    await hydrate(<Busy busy={false} onTap={tapped} />, <Busy busy onTap={tapped} />);
    expect(tapped).not.toHaveBeenCalled();
    act(() => root!.render(<Busy busy={false} onTap={tapped} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(tapped).toHaveBeenCalledTimes(1);
  });
});

describe('typing before hydration', () => {
  function Search({ onQuery }: { onQuery: (query: string) => void }) {
    const [query, setQuery] = useState('');
    return (
      <>
        <input
          aria-label="Search products"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onQuery(event.target.value);
          }}
        />
        <output>{query}</output>
      </>
    );
  }

  test('keeps every letter and hands the whole text to the hydrated field', async () => {
    const queried = vi.fn();
    serverPage(<Search onQuery={queried} />);
    const box = document.querySelector('input')!;
    for (const letters of ['b', 'ba', 'basmati']) {
      box.value = letters;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await hydrate(<Search onQuery={queried} />);
    expect(queried).toHaveBeenLastCalledWith('basmati');
    expect(box.value).toBe('basmati');
    expect(document.querySelector('output')).toHaveTextContent('basmati');
  });
});

describe('a choice before hydration', () => {
  function Sort({ onSort }: { onSort: (sort: string) => void }) {
    return (
      <select aria-label="Sort by" defaultValue="featured" onChange={(event) => onSort(event.target.value)}>
        <option value="featured">Featured</option>
        <option value="price-asc">Price: low to high</option>
      </select>
    );
  }

  test('reaches the hydrated select once', async () => {
    const sorted = vi.fn();
    serverPage(<Sort onSort={sorted} />);
    const select = document.querySelector('select')!;
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrate(<Sort onSort={sorted} />);
    expect(sorted.mock.calls).toEqual([['price-asc']]);
  });
});
