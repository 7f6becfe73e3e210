import {
  cartMessages,
  checkoutRuleMessages,
  lineName,
  maxUnpaidOrdersPerAccount,
  shortOfStockMessage,
  type checkoutRequestSchema,
  type ContentLanguage,
  type PaymentMethod,
  type Translations,
} from '@dhanya/api/contract';
import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.js';
import { cartItems, orderLines, orders, productPacks, products, users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { packUnitPricePaise } from '../../pricing/pack-price.js';
import { writeOrderEmails } from '../notifications/order-emails.js';

export type CheckoutForm = z.output<typeof checkoutRequestSchema>;

/** How the order is paid: chosen before the checkout, its rules checked against the total inside it. */
export interface OrderPaymentPlan {
  method: PaymentMethod;
  /** An order paid online waits for its payment, holding its stock, until `dueAt`. */
  dueAt: Date | null;
  /** Why the shop's rules refuse an order of this total, if they do. */
  refusal(totalPaise: number): string | undefined;
}

interface TakenPack {
  productId: string;
  packId: string;
  title: string;
  image: string | null;
  label: string;
  unitPaise: number;
  hsnCode: string;
  gstRate: number;
  /** The title and label in other languages: `{ hi: { title, packLabel } }`. */
  translations: Translations;
}

/**
 * Turns the user's cart into an order in one transaction (SERVER-32): locks the cart,
 * takes the stock of every line with a guarded update, records the order with a snapshot
 * of its lines and the server's total, and empties the cart. Any refusal, the shop's rules
 * for this total among them, rolls it all back.
 */
export async function placeOrder(
  db: Database,
  userId: string,
  form: CheckoutForm,
  payment: OrderPaymentPlan,
  /** The language the shopper ordered in (the page's `lang`): stored as theirs, their e-mails speak it. */
  language: ContentLanguage | undefined,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Locking the lines makes a second checkout of the same cart wait, then find it empty.
    const cart = await tx
      .select({ productId: cartItems.productId, packId: cartItems.packId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .for('update');
    if (cart.length === 0) throw new HttpError(400, cartMessages.empty);
    if (payment.dueAt) await refuseTooManyUnpaid(tx, userId);

    // Always in (product, pack) order: a pack's stock and, through the summary trigger, its
    // product's row are locked alike by every checkout, so none waits on another in a circle.
    const now = new Date();
    const taken = new Map<string, TakenPack>();
    const ordered = [...cart].sort((a, b) => compare(a.productId, b.productId) || compare(a.packId, b.packId));
    for (const line of ordered) taken.set(line.packId, await takeStock(tx, line.packId, line.quantity, now));
    const bought = cart.map(({ packId, quantity }) => {
      const pack = taken.get(packId)!;
      return { ...pack, quantity, linePaise: pack.unitPaise * quantity };
    });

    const totalPaise = bought.reduce((total, line) => total + line.linePaise, 0);
    const refusal = payment.refusal(totalPaise);
    if (refusal) throw new HttpError(400, refusal);

    const [order] = await tx
      .insert(orders)
      .values({
        ...form,
        userId,
        status: payment.dueAt ? 'awaiting_payment' : 'placed',
        // Nothing is paid until a payment provider or the staff confirm it (SERVER-35).
        paymentStatus: 'unpaid',
        paymentMethod: payment.method,
        paymentDueAt: payment.dueAt,
        totalPaise,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('The new order was not returned');

    await tx.insert(orderLines).values(
      bought.map((line, position) => ({
        orderId: order.id,
        productId: line.productId,
        packId: line.packId,
        packLabel: line.label,
        title: line.title,
        translations: line.translations,
        image: line.image,
        unitPricePaise: line.unitPaise,
        quantity: line.quantity,
        linePricePaise: line.linePaise,
        hsnCode: line.hsnCode,
        gstRate: line.gstRate,
        position,
      })),
    );
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx
      .update(users)
      .set({ language: language ?? 'en' })
      .where(eq(users.id, userId));
    await writeOrderEmails(tx, order.id, 'placed');
    return order.id;
  });
}

/**
 * An account holds stock for at most `maxUnpaidOrdersPerAccount` orders waiting for an online
 * payment. The account's row is locked first, so two checkouts at once count one after the other.
 */
async function refuseTooManyUnpaid(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [waiting] = await tx
    .select({ count: count() })
    .from(orders)
    // One past its time is about to be cancelled by the sweep: it no longer counts.
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment'), gt(orders.paymentDueAt, sql`now()`)));
  if ((waiting?.count ?? 0) >= maxUnpaidOrdersPerAccount) {
    throw new HttpError(409, checkoutRuleMessages.tooManyUnpaid(maxUnpaidOrdersPerAccount));
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `stock = stock - n` only where at least n are left: concurrent checkouts queue on the
 * pack's row and each sees the stock the one before it left (SERVER-33). Answers the pack
 * with the price it sells at now.
 */
async function takeStock(tx: Transaction, packId: string, quantity: number, now: Date): Promise<TakenPack> {
  const [pack] = await tx
    .update(productPacks)
    .set({ stock: sql`${productPacks.stock} - ${quantity}` })
    .where(and(eq(productPacks.id, packId), gte(productPacks.stock, quantity)))
    .returning({
      productId: productPacks.productId,
      label: productPacks.label,
      pricePaise: productPacks.pricePaise,
      discountPercent: productPacks.discountPercent,
      discountExpiry: productPacks.discountExpiry,
      translations: productPacks.translations,
    });
  if (pack) {
    const [product] = await tx
      .select({
        title: products.title,
        image: products.image,
        hsnCode: products.hsnCode,
        gstRate: products.gstRate,
        discountPercent: products.discountPercent,
        discountExpiry: products.discountExpiry,
        translations: products.translations,
      })
      .from(products)
      .where(eq(products.id, pack.productId));
    if (!product) throw new HttpError(409, 'A product in your cart is no longer sold');
    const unitPaise = packUnitPricePaise(pack, product, now);
    return {
      productId: pack.productId,
      packId,
      title: product.title,
      image: product.image,
      label: pack.label,
      unitPaise,
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
      translations: lineTranslations(product.translations, pack.translations),
    };
  }

  const [short] = await tx
    .select({
      title: products.title,
      label: productPacks.label,
      packCount: products.packCount,
      stock: productPacks.stock,
    })
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(eq(productPacks.id, packId));
  throw new HttpError(
    409,
    short
      ? shortOfStockMessage(lineName(short.title, short.label, short.packCount), short.stock)
      : 'A product in your cart is no longer sold',
  );
}

/** What an order line keeps of its product's and pack's translations: each language's title and label. */
function lineTranslations(product: Translations, pack: Translations): Translations {
  const languages = new Set([...Object.keys(product), ...Object.keys(pack)]) as Set<ContentLanguage>;
  return Object.fromEntries(
    [...languages].map((language) => {
      const { title } = product[language] ?? {};
      const { label } = pack[language] ?? {};
      return [language, { ...(title && { title }), ...(label && { packLabel: label }) }];
    }),
  );
}
