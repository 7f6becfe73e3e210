import { HttpResponse } from 'msw';
import { cartMessages, lineName, lineQuantityRefusal, shortOfStockMessage } from '../../cart-rules';
import { checkoutRefusal, paymentMethodFor, takesUpi } from '../../checkout-rules';
import { paiseToRupees, rupeesToPaise } from '../../money';
import { paths } from '../../paths';
import { checkoutRuleMessages, maxUnpaidOrdersPerAccount, orderReference } from '../../payment-texts';
import type { User } from '../../schemas/account';
import { type Cart, type CartLine, addToCartRequestSchema } from '../../schemas/cart';
import { type Order, checkoutRequestSchema } from '../../schemas/orders';
import { fixtureDate } from '../fixtures';
import { type MockOptions, failWith, jsonBody, mockRoutes, param, signedInUser, validate } from '../respond';
import { db, newId, onReset } from '../store';

const hourMs = 60 * 60 * 1000;

/** A line: a product's pack (its default pack when the line names none). */
type StoredLine = { productId: string; packId?: string | undefined; quantity: number };

/** The product and pack a line or a request names, or undefined when either is gone. */
function packOf(productId: string, packId: string | undefined) {
  const product = db.products.find((candidate) => candidate._id === productId);
  const pack = packId ? product?.packs.find((candidate) => candidate._id === packId) : product?.packs[0];
  return product && pack ? { product, pack } : undefined;
}

function cartLine({ productId, packId, quantity }: StoredLine): CartLine | undefined {
  const found = packOf(productId, packId);
  if (!found) return undefined;
  const { product, pack } = found;
  const { _id, title, description, image, translations } = product;
  return {
    _id: `line-${pack._id}`,
    product: { _id, title, description, price: pack.effectivePrice, image, quantity: pack.quantity, translations },
    pack: { _id: pack._id, label: pack.label, translations: pack.translations },
    quantity,
    price: paiseToRupees(rupeesToPaise(pack.effectivePrice) * quantity),
  };
}

const samePack = (line: StoredLine, packId: string) =>
  (line.packId ?? packOf(line.productId, undefined)?.pack._id) === packId;

function cartOf(lines: StoredLine[]): Cart {
  const products = lines.map(cartLine).filter((line): line is CartLine => line !== undefined);
  return { products, totalAmount: paiseToRupees(products.reduce((sum, line) => sum + rupeesToPaise(line.price), 0)) };
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
    const refusal = lineQuantityRefusal(next, pack.quantity, lineName(product.title, pack.label, product.packs.length));
    if (refusal) failWith(refusal.status, refusal.message);
    if (current) current.quantity = next;
    else lines().push({ productId, packId: pack._id, quantity: next });
    return pack._id;
  }

  /** The spec's remove (no `packId`) takes every line of the product; with one, that pack's. */
  function remove(productId: string, request: Request) {
    const packId = new URL(request.url).searchParams.get('packId');
    setLines(lines().filter((line) => line.productId !== productId || (packId !== null && !samePack(line, packId))));
  }

  /** Orders of the shopper's still waiting for an online payment: each holds stock. */
  const waitingForPayment = () =>
    db.orders.filter((order) => order.status === 'awaiting_payment' && order.paymentDueAt! > fixtureDate.toISOString());

  function checkout(form: unknown, user: User): Order {
    const details = validate(checkoutRequestSchema, form);
    const settings = db.settings;
    // The mock shop has no Razorpay: online payments go to its UPI ID, when it has one.
    const method =
      paymentMethodFor(details.paymentType, { upi: takesUpi(settings), razorpay: false }) ??
      failWith(409, checkoutRuleMessages.noOnlinePayment);
    const cash = method === 'cod';
    const cart = cartOf(lines());
    if (cart.products.length === 0) failWith(400, cartMessages.empty);
    if (!cash && waitingForPayment().length >= maxUnpaidOrdersPerAccount) {
      failWith(409, checkoutRuleMessages.tooManyUnpaid(maxUnpaidOrdersPerAccount));
    }
    const taken = cart.products.map((line) => ({ line, ...packOf(line.product._id, line.pack._id ?? undefined)! }));
    for (const { line, product, pack } of taken) {
      const name = lineName(product.title, pack.label, product.packs.length);
      if (pack.quantity < line.quantity) failWith(409, shortOfStockMessage(name, pack.quantity));
    }
    const refusal = checkoutRefusal(settings, { zip: details.zip, cash, totalPaise: rupeesToPaise(cart.totalAmount) });
    if (refusal) failWith(400, refusal);
    for (const { line, product, pack } of taken) {
      pack.quantity -= line.quantity;
      if (pack === product.packs[0]) product.quantity = pack.quantity;
    }
    const orderId = newId('order');
    const order: Order = {
      _id: orderId,
      createdAt: fixtureDate.toISOString(),
      reference: orderReference(orderId),
      // Cash is placed; an order paid online waits for its payment for the shop's hours (issue 15).
      status: cash ? 'placed' : 'awaiting_payment',
      paymentStatus: 'unpaid',
      paymentMethod: method,
      paymentDueAt: cash ? null : new Date(fixtureDate.getTime() + settings.unpaidOrderHours * hourMs).toISOString(),
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
