import { HttpResponse } from 'msw';
import { paths } from '../../paths';
import { type User } from '../../schemas/account';
import { type Cart, type CartLine, addToCartRequestSchema } from '../../schemas/cart';
import { type Order, checkoutRequestSchema } from '../../schemas/orders';
import { orderReference } from '../../payment-texts';
import { fixtureDate } from '../fixtures';
import { type MockOptions, failWith, jsonBody, mockRoutes, param, signedInUser, validate } from '../respond';
import { db, newId, onReset } from '../store';

/** A line: a product's pack (its default pack when the line names none). */
type StoredLine = { productId: string; packId?: string | undefined; quantity: number };

const paise = (rupees: number) => Math.round(rupees * 100);

/** The product and pack a line or a request names, or undefined when either is gone. */
function packOf(productId: string, packId: string | undefined) {
  const product = db.products.find((candidate) => candidate._id === productId);
  const pack = packId ? product?.packs.find((candidate) => candidate._id === packId) : product?.packs[0];
  return product && pack ? { product, pack } : undefined;
}

const lineName = (title: string, label: string, packCount: number) => (packCount > 1 ? `${title} · ${label}` : title);

function cartLine({ productId, packId, quantity }: StoredLine): CartLine | undefined {
  const found = packOf(productId, packId);
  if (!found) return undefined;
  const { product, pack } = found;
  const { _id, title, description, image } = product;
  return {
    _id: `line-${pack._id}`,
    product: { _id, title, description, price: pack.effectivePrice, image, quantity: pack.quantity },
    pack: { _id: pack._id, label: pack.label },
    quantity,
    price: paise(pack.effectivePrice * quantity) / 100,
  };
}

const samePack = (line: StoredLine, packId: string) =>
  (line.packId ?? packOf(line.productId, undefined)?.pack._id) === packId;

function cartOf(lines: StoredLine[]): Cart {
  const products = lines.map(cartLine).filter((line): line is CartLine => line !== undefined);
  return { products, totalAmount: products.reduce((sum, line) => sum + paise(line.price), 0) / 100 };
}

/**
 * Both cart families and both checkouts over one cart (SERVER-27). The `empty` variant
 * starts from its own empty cart, which add-to-cart then fills, so a story can show both.
 */
export function cartHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const ownLines: StoredLine[] = [];
  onReset(() => ownLines.splice(0));
  const lines = () => (route.empty ? ownLines : db.cartLines);
  const setLines = (next: StoredLine[]) => {
    if (route.empty) ownLines.splice(0, ownLines.length, ...next);
    else db.cartLines = next;
  };

  function add(productId: string, packId: string | undefined, quantity: number) {
    const { product, pack } = packOf(productId, packId) ?? failWith(404, 'Product not found');
    const current = lines().find((line) => line.productId === productId && samePack(line, pack._id));
    const next = (current?.quantity ?? 0) + quantity;
    if (next < 1) failWith(400, 'Quantity must be at least 1');
    const name = lineName(product.title, pack.label, product.packs.length);
    if (next > pack.quantity) failWith(409, `Only ${pack.quantity} left of ${name}`);
    if (current) current.quantity = next;
    else lines().push({ productId, packId: pack._id, quantity: next });
    return pack._id;
  }

  /** The spec's remove (no `packId`) takes every line of the product; with one, that pack's. */
  function remove(productId: string, request: Request) {
    const packId = new URL(request.url).searchParams.get('packId');
    setLines(lines().filter((line) => line.productId !== productId || (packId !== null && !samePack(line, packId))));
  }

  function checkout(form: unknown, user: User): Order {
    const details = validate(checkoutRequestSchema, form);
    const cart = cartOf(lines());
    if (cart.products.length === 0) failWith(400, 'Your cart is empty');
    const taken = cart.products.map((line) => ({ line, ...packOf(line.product._id, line.pack._id ?? undefined)! }));
    for (const { line, product, pack } of taken) {
      const name = lineName(product.title, pack.label, product.packs.length);
      if (pack.quantity < line.quantity) failWith(409, `Only ${pack.quantity} left of ${name}`);
    }
    for (const { line, product, pack } of taken) {
      pack.quantity -= line.quantity;
      if (pack === product.packs[0]) product.quantity = pack.quantity;
    }
    const orderId = newId('order');
    const cash = details.paymentType === 'cash' || details.paymentType === 'COD';
    const order: Order = {
      _id: orderId,
      createdAt: fixtureDate.toISOString(),
      reference: orderReference(orderId),
      // As the server does with a shop that takes UPI (issue 15): cash is placed, the rest waits.
      status: cash ? 'placed' : 'awaiting_payment',
      paymentStatus: 'unpaid',
      paymentMethod: cash ? 'cod' : 'upi',
      paymentDueAt: cash ? null : new Date(fixtureDate.getTime() + 24 * 3600 * 1000).toISOString(),
      paymentReference: null,
      invoiceNumber: null,
      creditNoteNumber: null,
      totalAmount: cart.totalAmount,
      ...details,
      products: cart.products.map((line) => ({
        product: { _id: line.product._id, title: line.product.title, image: line.product.image },
        pack: line.pack,
        quantity: line.quantity,
        unitPrice: line.product.price,
        price: line.price,
      })),
    };
    db.orders.unshift(order);
    db.adminOrders.unshift({
      ...order,
      customer: {
        _id: user._id,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        phone: user.phoneNumber,
      },
      utrUsedBy: null,
    });
    setLines([]);
    return order;
  }

  return [
    route.get(paths.cart, ({ request }) => {
      signedInUser(request);
      return HttpResponse.json({ data: cartOf(lines()), msg: 'Cart fetched' });
    }),
    route.post(paths.addToCart, async ({ request }) => {
      signedInUser(request);
      const { productId, packId, quantity } = validate(addToCartRequestSchema, await jsonBody(request));
      add(productId, packId, quantity);
      return HttpResponse.json({ data: cartOf(lines()), msg: 'Product added to cart!' });
    }),
    route.delete(paths.removeFromCart.route, ({ request, params }) => {
      signedInUser(request);
      remove(param(params.id), request);
      return HttpResponse.json({ data: cartOf(lines()), msg: 'Item removed' });
    }),
    route.post(paths.checkout, async ({ request }) => {
      const user = signedInUser(request);
      const order = checkout(await jsonBody(request), user);
      return HttpResponse.json({ data: { orderId: order._id }, msg: 'Order placed successfully!' }, { status: 201 });
    }),

    route.get(paths.cartItems, ({ request }) => {
      signedInUser(request);
      return HttpResponse.json({ data: cartOf(lines()), msg: 'Cart fetched' });
    }),
    route.post(paths.addOneToCart, async ({ request }) => {
      signedInUser(request);
      const { productId, packId } = validate(addToCartRequestSchema, await jsonBody(request));
      const added = add(productId, packId, 1);
      const cartItem = cartOf(lines()).products.find((line) => line.pack._id === added);
      return HttpResponse.json({ cartItem, msg: 'Added to cart successfully!' }, { status: 201 });
    }),
    route.delete(paths.removeCartItem.route, ({ request, params }) => {
      signedInUser(request);
      remove(param(params.id), request);
      return HttpResponse.json({ msg: 'Item removed' });
    }),
    route.post(paths.simpleCheckout, async ({ request }) => {
      const user = signedInUser(request);
      const order = checkout(await jsonBody(request), user);
      return HttpResponse.json({ msg: 'Order placed successfully!', orderId: order._id });
    }),
  ];
}
