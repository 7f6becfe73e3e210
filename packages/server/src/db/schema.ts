import { sql } from 'drizzle-orm';
import type { Translations } from '@dhanya/api/contract';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The seller's details an invoice was issued with. */
export interface InvoiceSupplier {
  legalName: string;
  address: string;
  /** '' when the shop was not registered for GST: a bill of supply, with no tax. */
  gstin: string;
  state: string;
}

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Per language, the record's translated fields (issue 34): `{ "hi": { "title": "…" } }`. */
const translations = () => jsonb('translations').$type<Translations>().notNull().default({});

export const users = pgTable('users', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Always stored trimmed and lower-cased, so the unique constraint is case-insensitive. */
  email: text('email').notNull().unique(),
  phoneNumber: text('phone_number').notNull().default(''),
  countryCode: text('country_code').notNull().default(''),
  country: text('country').notNull().default(''),
  region: text('region').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** 0 customer, 1 admin. */
  role: integer('role').notNull().default(0),
  createdAt: createdAt(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  lastLogout: timestamp('last_logout', { withTimezone: true }),
  /** When the shopper opened the link mailed to `email`; order e-mails wait until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** The language the shopper last ordered in ('en', 'hi'): their order e-mails are written in it. */
  language: text('language').notNull().default('en'),
});

/** E-mail verification links: the token's SHA-256, valid until `expiresAt`, deleted once used. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link for an address changed since verifies nothing. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    translations: translations(),
    /** File name under DATA_DIR/uploads/category. */
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    translations: translations(),
    /** Other names search finds the product by, in any script ("toor", "अरहर"). */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    /**
     * `quantity`, `pricePaise`, `priceFromPaise` and `stockTotal` sum up the product's packs:
     * the trigger of migration 0004 keeps them, so lists sort and filter without a join.
     * `quantity` and `pricePaise` are the default pack's; write packs, never these.
     */
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** The cheapest pack's catalogue price. */
    priceFromPaise: integer('price_from_paise').notNull().default(0),
    /** Every pack's stock added up. */
    stockTotal: integer('stock_total').notNull().default(0),
    packCount: integer('pack_count').notNull().default(1),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** File name under DATA_DIR/uploads/products. */
    image: text('image'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    discountExpiry: timestamp('discount_expiry', { withTimezone: true }),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count'),
    /** Non-null means the product is a best seller; best sellers are listed in this order. */
    bestSellerAt: timestamp('best_seller_at', { withTimezone: true }),
    /** For invoices (issue 16): '' when the shop gave none. */
    hsnCode: text('hsn_code').notNull().default(''),
    /** Percent, 0, 5, 12 or 18; the prices include it. */
    gstRate: integer('gst_rate').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_price_check', sql`${t.pricePaise} >= 0`),
    check('products_gst_rate_check', sql`${t.gstRate} in (0, 5, 12, 18)`),
    index('products_category_idx').on(t.categoryId),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('products_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
  ],
);

export const packUnits = ['g', 'kg', 'ml', 'L', 'piece'] as const;

/** A size a product is sold in (issue 14). The first by position is the product's default. */
export const productPacks = pgTable(
  'product_packs',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    translations: translations(),
    netQuantity: numeric('net_quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit', { enum: packUnits }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise'),
    stock: integer('stock').notNull(),
    sku: text('sku').notNull(),
    position: integer('position').notNull(),
    /** An offer on this pack alone; without one the product's offer (if any) applies. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    discountExpiry: timestamp('discount_expiry', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_packs_stock_check', sql`${t.stock} >= 0`),
    check('product_packs_price_check', sql`${t.pricePaise} >= 0`),
    check('product_packs_mrp_check', sql`${t.mrpPaise} is null or ${t.mrpPaise} >= ${t.pricePaise}`),
    check('product_packs_net_quantity_check', sql`${t.netQuantity} > 0`),
    check('product_packs_unit_check', sql`${t.unit} in ('g', 'kg', 'ml', 'L', 'piece')`),
    uniqueIndex('product_packs_sku_lower_key').on(sql`lower(${t.sku})`),
    index('product_packs_product_idx').on(t.productId, t.position),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    packId: uuid('pack_id')
      .notNull()
      .references(() => productPacks.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_items_user_pack_key').on(t.userId, t.packId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * The cart changes already made, by the key the shopper's phone gave each (the service
 * worker's `Idempotency-Key`): a change sent again because its answer was lost on the way is
 * not made twice (issue 35). Kept eight days, a day longer than the worker keeps a change.
 */
export const cartChangeKeys = pgTable(
  'cart_change_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Null once the customer's account is deleted: the shop keeps the order. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('placed'),
    paymentType: text('payment_type').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** Who takes the payment: 'cod', 'upi' (to the shop's UPI ID) or 'razorpay'; null before issue 15. */
    paymentMethod: text('payment_method'),
    /** An order awaiting payment is cancelled, and restocked, once this passes. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** The UPI transaction reference (UTR) the shopper says they paid with, or the staff recorded. */
    paymentReference: text('payment_reference'),
    /** The provider's own order (Razorpay's `order_…`) and payment (`pay_…`). */
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** "DH/26-27/000123", given once the order is paid (or a cash order delivered): invoice-numbers.ts. */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** The shop as the invoice names it (legal name, address, GSTIN, state), kept as it was when issued. */
    invoiceSupplier: jsonb('invoice_supplier').$type<InvoiceSupplier>(),
    /** "CN/26-27/000001": an invoiced order cancelled gets a credit note for the whole invoice. */
    creditNoteNumber: text('credit_note_number'),
    creditNotedAt: timestamp('credit_noted_at', { withTimezone: true }),
    totalPaise: integer('total_paise').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    address: text('address').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_awaiting_payment_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    // The staff are warned of a UTR two orders carry (utr-conflicts.ts).
    index('orders_payment_reference_idx').on(t.paymentReference),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    uniqueIndex('orders_credit_note_number_key').on(t.creditNoteNumber),
  ],
);

export const paymentReferenceKinds = ['utr', 'razorpay'] as const;

/**
 * Every payment reference that paid an order: a UPI transaction (UTR) or a gateway's payment
 * id pays one order only. The primary key holds it when two payments are recorded at once.
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    kind: text('kind', { enum: paymentReferenceKinds }).notNull(),
    reference: text('reference').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.reference] }), index('payment_references_order_idx').on(t.orderId)],
);

/** A snapshot of what was bought: no foreign key to products, so deleting a product keeps it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    /** The pack bought and its label then; both null on lines bought before packs. */
    packId: uuid('pack_id'),
    packLabel: text('pack_label'),
    title: text('title').notNull(),
    /** The product's title and the pack's label in other languages when it was bought: `{ hi: { title, packLabel } }`. */
    translations: translations(),
    image: text('image'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    linePricePaise: integer('line_price_paise').notNull(),
    /** The product's HSN code and GST rate when it was bought, for the invoice. */
    hsnCode: text('hsn_code').notNull().default(''),
    gstRate: integer('gst_rate').notNull().default(0),
    position: integer('position').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

export const shopLinkCategories = ['new-arrival', 'collection'] as const;

export const shopLinks = pgTable(
  'shop_links',
  {
    id: id(),
    title: text('title').notNull(),
    translations: translations(),
    category: text('category', { enum: shopLinkCategories }).notNull(),
    /** File name under DATA_DIR/uploads/shoplinks. */
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [check('shop_links_category_check', sql`${t.category} in ('new-arrival', 'collection')`)],
);

export const carouselImages = pgTable('carousel_images', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  translations: translations(),
  /** File name under DATA_DIR/uploads/images. */
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const leads = pgTable('leads', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** The shop's pages, and its settings (one JSON value each; the keys are not a database enum). */
export const siteContentKeys = ['footer', 'about', 'terms', 'return_policy', 'settings'] as const;
export type SiteContentKey = (typeof siteContentKeys)[number];

export const siteContent = pgTable('site_content', {
  key: text('key', { enum: siteContentKeys }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Failed logins, kept in the database so the limit holds across server instances. */
/**
 * Sessions: every token names one (its `jti`). Logging out, a password change or the staff
 * end a session by deleting its row; a token whose session is gone is refused on every call.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed-login counters, one row per key: the (email, address) pair, the email and the
 * address. A row is locked and changed in one transaction, so parallel attempts count
 * like serial ones (login-throttle.ts).
 */
export const loginLimits = pgTable(
  'login_limits',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    /** Windows in a row that ended over the limit: each doubles the next wait. */
    lockouts: integer('lockouts').notNull().default(0),
  },
  (t) => [index('login_limits_window_idx').on(t.windowStart)],
);

/** Request counters of the per-address limits that must hold across servers (rate-limit-store.ts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)],
);

/** bytea as a Buffer (node-postgres answers one; PGlite a Uint8Array, viewed as one). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded pictures with PostgreSQL (DATABASE_URL), so every server behind a load balancer
 * serves the same files (uploads/database-store.ts); with PGlite they stay on disk and this
 * table is empty. One row per stored file: a full picture and each of its variants.
 */
export const uploads = pgTable(
  'uploads',
  {
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    /** octet_length(bytes), kept beside them so answering a HEAD or a 304 reads no picture. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fileName] })],
);

export type User = typeof users.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductPack = typeof productPacks.$inferSelect;
export type CartItem = typeof cartItems.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type ShopLink = typeof shopLinks.$inferSelect;
export type CarouselImage = typeof carouselImages.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
