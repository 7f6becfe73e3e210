import { onePackProduct, type Product } from '@dhanya/api';
import { ToastProvider } from '@dhanya/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SessionProvider } from '../../shared/session';
import { AddToCartAction } from './add-to-cart-action';
import { CartToggleButton } from './cart-toggle-button';
import { QuickAddAction } from './quick-add-action';

const rice: Product = onePackProduct({
  _id: 'prod-red-matta',
  title: 'Kerala Red Matta Rice (5 kg)',
  description: 'Parboiled Palakkad matta rice.',
  quantity: 85,
  price: 389,
  effectivePrice: 350.1,
  category: { _id: 'cat-rice', name: 'Rice' },
  image: 'prod-red-matta.svg',
  discount: 10,
  discountExpiry: '2026-12-01T00:00:00.000Z',
  isBestSeller: false,
  rating: 4.5,
  reviewCount: 312,
  createdAt: '2026-08-29T00:00:00.000Z',
});
const savedLine = (quantity: number) => ({
  productId: rice._id,
  packId: rice.packs[0]!._id,
  quantity,
  productData: {
    title: rice.title,
    price: 350.1,
    image: 'prod-red-matta.svg',
    description: rice.description,
    packLabel: '1 pack',
  },
});
const guestCart = () => JSON.parse(localStorage.getItem('guest_cart') ?? 'null') as unknown;

/** Dialogs and toasts in jsdom are slow on a shared machine: room beyond the 5 s default. */
const slow = { timeout: 20_000 };

const fetchSpy = vi.fn(async () => new Response('{}', { status: 500 }));

function renderAsGuest(ui: React.ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SessionProvider>
        <ToastProvider>{ui}</ToastProvider>
      </SessionProvider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  localStorage.clear();
});

describe('[CART-10] quick-add on the category page without a token', () => {
  test(
    'saves the chosen quantity to guest_cart, adds to an existing line and sends no cart request',
    slow,
    async () => {
      const user = userEvent.setup();
      renderAsGuest(<QuickAddAction product={rice} />);

      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      let dialog = await screen.findByRole('dialog', { name: rice.title });
      await expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
      await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
      await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

      expect(await screen.findByText('Added to cart successfully!')).toBeInTheDocument();
      expect(guestCart()).toEqual([savedLine(3)]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      dialog = await screen.findByRole('dialog', { name: rice.title });
      // Every opening starts again at 1.
      await expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
      await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() => expect(guestCart()).toEqual([savedLine(5)]));

      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  test('a product with every pack out of stock offers no quick-add', () => {
    const soldOut = { ...rice, quantity: 0, packs: rice.packs.map((pack) => ({ ...pack, quantity: 0 })) };
    renderAsGuest(<QuickAddAction product={soldOut} />);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});

describe('[CART-11] "Add to Cart" without a token saves one unit to guest_cart', () => {
  test('on the product detail page, which then offers "Remove from Cart"', slow, async () => {
    const user = userEvent.setup();
    renderAsGuest(<CartToggleButton product={rice} pack={rice.packs[0]!} />);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(guestCart()).toEqual([savedLine(1)]);
    expect(await screen.findByRole('button', { name: 'Remove from Cart' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove from Cart' }));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(localStorage.getItem('guest_cart')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test.each([
    ['/productlist', 'Product added to cart!'],
    ['special-offer cards', 'Added to cart successfully!'],
  ])('on %s, with that screen’s message', slow, async (_screen, message) => {
    const user = userEvent.setup();
    renderAsGuest(<AddToCartAction product={rice} successMessage={message} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(guestCart()).toEqual([savedLine(2)]));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('an out-of-stock product cannot be added', () => {
    renderAsGuest(<AddToCartAction product={{ ...rice, quantity: 0 }} successMessage="Product added to cart!" />);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});
