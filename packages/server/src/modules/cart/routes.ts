import { addToCartRequestSchema, cartItemResponseSchema, cartResponseSchema, paths } from '@dhanya/api/contract';
import { idParams, packQuery } from '../../http/route-schemas.js';
import { currentUser } from '../../auth/current-user.js';
import { HttpError } from '../../http/errors.js';
import type { ServerModule } from '../../server-types.js';
import { changeCartQuantity, removeFromCart } from './change-cart.js';
import { cartChangeKey } from './change-keys.js';
import { readCart } from './read-cart.js';

/**
 * The signed-in user's cart, under both path families of the spec: they act on the same
 * cart (SERVER-27), and only ever on the token's user's (SERVER-11). A change that names an
 * `Idempotency-Key` already made is answered as made, and not made again (change-keys.ts).
 */
const cart: ServerModule = async (app, { db }) => {
  for (const path of [paths.cart, paths.cartItems]) {
    app.get(
      path,
      { preValidation: app.authenticate, schema: { response: { 200: cartResponseSchema } } },
      async (request) => ({ data: await readCart(db, currentUser(request).id), msg: 'Cart fetched' }),
    );
  }

  app.post(
    paths.addToCart,
    {
      preValidation: app.authenticate,
      schema: { body: addToCartRequestSchema, response: { 200: cartResponseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await changeCartQuantity(db, userId, request.body, request.body.quantity, cartChangeKey(request));
      return { data: await readCart(db, userId), msg: 'Product added to cart!' };
    },
  );

  app.post(
    paths.addOneToCart,
    {
      preValidation: app.authenticate,
      schema: { body: addToCartRequestSchema, response: { 201: cartItemResponseSchema } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const packId = await changeCartQuantity(db, userId, request.body, request.body.quantity, cartChangeKey(request));
      const cartItem = (await readCart(db, userId)).products.find((line) => line.pack._id === packId);
      if (!cartItem) throw new HttpError(404, 'Product not found');
      return reply.code(201).send({ cartItem, msg: 'Added to cart successfully!' });
    },
  );

  for (const path of [paths.removeFromCart.route, paths.removeCartItem.route]) {
    app.delete(
      path,
      {
        preValidation: app.authenticate,
        schema: { params: idParams, querystring: packQuery, response: { 200: cartResponseSchema } },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const line = { productId: request.params.id, packId: request.query.packId };
        await removeFromCart(db, userId, line, cartChangeKey(request));
        return { data: await readCart(db, userId), msg: 'Item removed' };
      },
    );
  }
};

export default cart;
