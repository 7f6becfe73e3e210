// A signed-in shopper's tap on "Add to Cart" while their cart is still being read (the page
// just hydrated) is answered once the cart is known: never dropped, never turned around.
import { onePackProduct } from '@dhanya/api';
import { ToastProvider } from '@dhanya/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { catalogue as english } from '../../locales/en';
import { LocaleProvider } from '../../shared/locale';
import { SessionProvider } from '../../shared/session';
import { CartToggleButton } from './cart-toggle-button';

const dal = onePackProduct({
  _id: 'prod-toor-dal',
  title: 'Toor Dal (1 kg)',
  description: 'Unpolished toor dal.',
  quantity: 40,
  price: 189,
  effectivePrice: 189,
  category: { _id: 'cat-pulses', name: 'Pulses' },
  image: 'prod-toor-dal.svg',
  discount: null,
  discountExpiry: null,
  isBestSeller: false,
  rating: 4.6,
  reviewCount: 88,
  createdAt: '2026-08-29T00:00:00.000Z',
});
const pack = dal.packs[0]!;
const cartLine = {
  _id: 'line-toor-dal',
  product: { _id: dal._id, title: dal.title, description: dal.description, price: 189, image: dal.image, quantity: 40 },
  pack: { _id: pack._id, label: pack.label },
  quantity: 1,
  price: 189,
};

/** The shopper's cart, answered when the test says (every read after that at once). */
let answerCart: (products: unknown[]) => void = () => {};
const added = vi.fn();

beforeEach(() => {
  const cart = new Promise<unknown[]>((resolve) => (answerCart = resolve));
  localStorage.setItem('token', 'token-meera');
  localStorage.setItem('role', '0');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/cart/getcart')) {
        const products = await cart;
        return Response.json({ data: { products, totalAmount: 0 }, msg: 'Cart fetched' });
      }
      if (url.includes('/api/cart/addcart')) {
        added(url);
        return Response.json({ cartItem: cartLine, msg: 'Added to cart successfully!' }, { status: 201 });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  added.mockClear();
});

function renderSignedIn() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <SessionProvider>
        <ToastProvider>
          <LocaleProvider locale="en" catalogue={english}>
            <CartToggleButton product={dal} pack={pack} />
          </LocaleProvider>
        </ToastProvider>
      </SessionProvider>
    </SWRConfig>,
  );
}

test('a tap while the cart is read adds once the cart is known', async () => {
  renderSignedIn();
  const button = screen.getByRole('button', { name: 'Add to Cart' });
  expect(button).toBeEnabled();
  await userEvent.click(button);
  expect(added).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true');
  answerCart([]);
  expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
  expect(added).toHaveBeenCalledTimes(1);
});

test('a tap on "Add to Cart" for a pack already in the cart does not remove it', async () => {
  renderSignedIn();
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  answerCart([cartLine]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from Cart' })).toBeEnabled());
  expect(added).not.toHaveBeenCalled();
  expect(screen.queryByText('Product removed from cart.')).not.toBeInTheDocument();
});
