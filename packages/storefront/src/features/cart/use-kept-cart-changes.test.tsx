// The page's half of the cart changes kept offline (issue 35): it asks the service worker to
// send them when the network returns — the only way in browsers without Background Sync, which
// the e2e journeys' Chromium has — and shows the server's cart and words once they are sent.
import { useCart } from '@dhanya/api/swr';
import { ToastProvider } from '@dhanya/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { catalogue as english } from '../../locales/en';
import { LocaleProvider } from '../../shared/locale';
import { useKeptCartChanges } from './use-kept-cart-changes';

const worker = Object.assign(new EventTarget(), { controller: { postMessage: vi.fn() } });
const cartReads = vi.fn();

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  localStorage.setItem('token', 'token-meera');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      cartReads();
      return Response.json({ data: { products: [], totalAmount: 0 }, msg: 'Cart fetched' });
    }),
  );
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  localStorage.clear();
  worker.controller.postMessage.mockClear();
  cartReads.mockClear();
});

function Page() {
  useKeptCartChanges();
  const { data } = useCart();
  return <p>{data ? 'Cart shown' : 'Cart loading'}</p>;
}

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <LocaleProvider locale="en" catalogue={english}>
          <Page />
        </LocaleProvider>
      </ToastProvider>
    </SWRConfig>,
  );
}

test('asks the worker to send kept changes when a page opens online, and when the network returns', async () => {
  renderPage();
  expect(worker.controller.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SEND_CART_CHANGES' });
  act(() => void window.dispatchEvent(new Event('online')));
  expect(worker.controller.postMessage).toHaveBeenCalledTimes(2);
  expect(await screen.findByText('Cart shown')).toBeInTheDocument();
});

test("once they are sent, shows the server's cart, says so, and names each change the server refused", async () => {
  renderPage();
  await screen.findByText('Cart shown');
  expect(cartReads).toHaveBeenCalledTimes(1);

  const sent = { type: 'CART_CHANGES_SENT', made: 2, refused: ['Only 3 left of Toor Dal (1 kg)'] };
  act(() => void worker.dispatchEvent(new MessageEvent('message', { data: sent })));
  expect(await screen.findByText("You're back online: your cart changes were sent.")).toBeInTheDocument();
  expect(screen.getByText('A change to your cart could not be made')).toBeInTheDocument();
  expect(screen.getByText('Only 3 left of Toor Dal (1 kg)')).toBeInTheDocument();
  await waitFor(() => expect(cartReads).toHaveBeenCalledTimes(2));
});

test('any other message from the worker changes nothing', async () => {
  renderPage();
  await screen.findByText('Cart shown');
  act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: 'CACHE_UPDATED' } })));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(cartReads).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status', { name: /sent/ })).not.toBeInTheDocument();
});
