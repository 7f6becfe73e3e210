import { HttpResponse } from 'msw';
import { paths } from '../../paths';
import { type User } from '../../schemas/account';
import { type Cart, type CartLine, addToCartRequestSchema } from '../../schemas/cart';
import { type Order, checkoutRequestSchema } from '../../schemas/orders';
import { fixtureDate } from '../fixtures';
import { type MockOptions, failWith, jsonBody, mockRoutes, param, signedInUser, validate } from '../respond';
import { db, newId, onReset } from '../store';

type StoredLine = { productId: string; quantity: number };

const paise = (rupees: number) => Math.round(rupees * 100);

function cartLine({ productId, quantity }: StoredLine): CartLine | undefined {
  const product = db.products.find((candidate) => candidate._id === productId);
  if (!product) return undefined;
  const { _id, title, description, image, effectivePrice } = product;
  return {
    _id: `line-${_id}`,
    product: { _id, title, description, price: effectivePrice, image },
    quantity,
    price: paise(effectivePrice * quantity) / 100,
  };
}

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

  function add(productId: string, quantity: number) {
    const product = db.products.find((candidate) => candidate._id === productId) ?? failWith(404, 'Product not found');
    const current = lines().find((line) => line.productId === productId);
    const next = (current?.quantity ?? 0) + quantity;
    if (next < 1) failWith(400, 'Quantity must be at least 1');
    if (next > product.quantity) failWith(409, `Only ${product.quantity} left of ${product.title}`);
    if (current) current.quantity = next;
    else lines().push({ productId, quantity: next });
    return productId;
  }

  function checkout(form: unknown, user: User): Order {
    const details = validate(checkoutRequestSchema, form);
    const cart = cartOf(lines());
    if (cart.products.length === 0) failWith(400, 'Your cart is empty');
    for (const line of cart.products) {
      const product = db.products.find((candidate) => candidate._id === line.product._id)!;
      if (product.quantity < line.quantity) failWith(409, `Only ${product.quantity} left of ${product.title}`);
    }
    for (const line of cart.products)
      db.products.find((candidate) => candidate._id === line.product._id)!.quantity -= line.quantity;
    const order: Order = {
      _id: newId('order'),
      createdAt: fixtureDate.toISOString(),
      status: 'placed',
      paymentStatus: 'unpaid',
      totalAmount: cart.totalAmount,
      ...details,
      products: cart.products.map((line) => ({
        product: { _id: line.product._id, title: line.product.title, image: line.product.image },
        quantity: line.quantity,
        unitPrice: line.product.price,
        price: line.price,
      })),
    };
    db.orders.unshift(order);
    db.adminOrders.unshift({
      ...order,
      customer: { _id: user._id, name: `${user.firstName} ${user.lastName}`, email: user.email },
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
      const { productId, quantity } = validate(addToCartRequestSchema, await jsonBody(request));
      add(productId, quantity);
      return HttpResponse.json({ data: cartOf(lines()), msg: 'Product added to cart!' });
    }),
    route.delete(paths.removeFromCart.route, ({ request, params }) => {
      signedInUser(request);
      setLines(lines().filter((line) => line.productId !== param(params.id)));
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
      const { productId } = validate(addToCartRequestSchema, await jsonBody(request));
      add(productId, 1);
      const cartItem = cartOf(lines()).products.find((line) => line.product._id === productId);
      return HttpResponse.json({ cartItem, msg: 'Added to cart successfully!' }, { status: 201 });
    }),
    route.delete(paths.removeCartItem.route, ({ request, params }) => {
      signedInUser(request);
      setLines(lines().filter((line) => line.productId !== param(params.id)));
      return HttpResponse.json({ msg: 'Item removed' });
    }),
    route.post(paths.simpleCheckout, async ({ request }) => {
      const user = signedInUser(request);
      const order = checkout(await jsonBody(request), user);
      return HttpResponse.json({ msg: 'Order placed successfully!', orderId: order._id });
    }),
  ];
}
