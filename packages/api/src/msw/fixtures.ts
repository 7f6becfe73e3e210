import {
  demoAbout,
  demoCarousel,
  demoCategories,
  demoFooter,
  demoPacks,
  demoProducts,
  demoSku,
  demoReturnPolicy,
  demoShopLinks,
  demoTerms,
  demoProductAliases,
  hindiAbout,
  hindiCarouselTexts,
  hindiCategoryTexts,
  hindiFooter,
  hindiPackLabel,
  hindiProductTexts,
  hindiReturnPolicy,
  hindiShopLinkTitles,
  hindiTerms,
  type DemoPack,
  type DemoProduct,
} from '../demo';
import { financialYearOf, invoiceNumber } from '../invoice-numbers';
import { paiseToRupees, rupeesToPaise } from '../money';
import { discountedRupees, productPackFields } from '../pack-prices';
import { paths } from '../paths';
import type { User } from '../schemas/account';
import type { Category, NavMenu, Product } from '../schemas/catalog';
import type { Pack } from '../schemas/packs';
import type { About, CarouselImage, Footer, ReturnPolicy, ShopLink, Terms } from '../schemas/content';
import type { Lead } from '../schemas/messages';
import type { AdminOrder, Order } from '../schemas/orders';
import type { OutboxMessage } from '../schemas/outbox';
import { newOrderEmailSubject, shopperEmailSubject } from '../order-email-subjects';
import { orderReference } from '../payment-texts';
import { type ShopSettings, defaultShopSettings } from '../schemas/settings';
import { navMenuOf } from './nav-menu';

/*
 * The demo catalogue in the API's shapes. Ids are derived from the demo keys and dates from
 * one fixed day, so every story and test sees the same data whenever it runs.
 */

/** "Today" for the fixtures: dates are counted back (and offers forward) from it. */
export const fixtureDate = new Date('2026-11-01T00:00:00.000Z');

const dayMs = 24 * 60 * 60 * 1000;
export const daysBefore = (days: number) => new Date(fixtureDate.getTime() - days * dayMs).toISOString();
const daysAfter = (days: number) => daysBefore(-days);

export const categoryId = (key: string) => `cat-${key}`;
export const productId = (key: string) => `prod-${key}`;
/** A demo pack's id: its product's key and its label ("pack-aged-basmati-rice-5kg-5kg"). */
const packId = (key: string, label: string) => `pack-${key}-${label.replace(/\s+/g, '').toLowerCase()}`;
export const carouselImageId = (key: string) => `img-${key}`;
export const shopLinkId = (key: string) => `link-${key}`;

/** The stored file name of a demo item's picture, served at `/uploads/<kind>/<id>.svg`. */
export const imageFile = (id: string) => `${id}.svg`;

export const categories: Category[] = demoCategories.map((category) => ({
  _id: categoryId(category.key),
  name: category.name,
  image: imageFile(categoryId(category.key)),
  translations: { hi: { name: hindiCategoryTexts[category.key]!.name } },
}));

function toPack(demo: DemoProduct, pack: DemoPack): Pack {
  const discount = demo.specialOffer?.discountPercent ?? null;
  return {
    _id: packId(demo.key, pack.label),
    label: pack.label,
    netQuantity: pack.netQuantity,
    unit: pack.unit,
    price: pack.price,
    mrp: pack.mrp ?? null,
    effectivePrice: discountedRupees(pack.price, discount),
    discount,
    discountExpiry: demo.specialOffer ? daysAfter(demo.specialOffer.expiresInDays) : null,
    quantity: pack.stock,
    sku: demoSku(demo, pack),
    translations: { hi: { label: hindiPackLabel(pack.label) } },
  };
}

function toProduct(demo: DemoProduct): Product {
  const category = demoCategories.find((candidate) => candidate.key === demo.categoryKey);
  const packs = demoPacks(demo).map((pack) => toPack(demo, pack));
  return {
    _id: productId(demo.key),
    title: demo.title,
    description: demo.description,
    ...productPackFields(packs),
    category: category
      ? {
          _id: categoryId(category.key),
          name: category.name,
          translations: { hi: { name: hindiCategoryTexts[category.key]!.name } },
        }
      : null,
    image: imageFile(productId(demo.key)),
    isBestSeller: demo.bestSeller === true,
    rating: demo.rating ?? null,
    reviewCount: demo.reviewCount ?? null,
    createdAt: daysBefore(demo.createdDaysAgo),
    packs,
    hsnCode: category?.gst.hsnCode ?? '',
    gstRate: category?.gst.rate ?? 0,
    translations: { hi: { ...hindiProductTexts[demo.key]! } },
    aliases: demoProductAliases[demo.key] ?? [],
  };
}

export const products: Product[] = demoProducts.map(toProduct);

/** The header's menu over the demo catalogue (GET /api/category/menu). */
export const navMenu: NavMenu = navMenuOf(categories, products);

export const carouselImages: CarouselImage[] = demoCarousel.map((slide) => ({
  _id: carouselImageId(slide.key),
  title: slide.title,
  description: slide.description,
  imageUrl: paths.upload('images', imageFile(carouselImageId(slide.key))),
  translations: { hi: { ...hindiCarouselTexts[slide.key]! } },
}));

export const shopLinks: ShopLink[] = demoShopLinks.map((link) => ({
  _id: shopLinkId(link.key),
  title: link.title,
  category: link.category,
  image: imageFile(shopLinkId(link.key)),
  translations: { hi: { title: hindiShopLinkTitles[link.key]! } },
}));

/**
 * The demo shop's settings: a Karnataka business taking UPI, COD around Bengaluru, prepaid
 * around Mysuru, and told of new orders at orders@dhanya.example.
 */
export const shopSettings: ShopSettings = {
  ...defaultShopSettings,
  legalName: 'Dhanya Organics Private Limited',
  gstin: '29AAGCB7383J1Z4',
  state: 'Karnataka',
  address: '14, 2nd Cross, Jayanagar 4th Block\nBengaluru 560011',
  upiId: 'dhanya.stores@okaxis',
  upiPayeeName: 'Dhanya Stores',
  codPincodes: [{ from: '560001', to: '560099' }],
  prepaidPincodes: [{ from: '570001', to: '570030' }],
  codMaxOrder: 5000,
  minOrder: 199,
  whatsappNumber: '9845012345',
  orderEmail: 'orders@dhanya.example',
};

export const footer: Footer = { ...demoFooter, translations: { hi: hindiFooter } };
export const about: About = { ...demoAbout, translations: { hi: hindiAbout } };
export const terms: Terms = { ...demoTerms, translations: { hi: hindiTerms } };
export const returnPolicy: ReturnPolicy = { ...demoReturnPolicy, translations: { hi: hindiReturnPolicy } };

/** Role 1 is the admin; the shoppers have role 0 as a number and as a string (AUTH-02). */
export const users: User[] = [
  {
    _id: 'user-meera',
    firstName: 'Meera',
    lastName: 'Rao',
    email: 'admin@dhanya.example',
    phoneNumber: '9845012345',
    countryCode: '+91',
    country: 'India',
    region: 'Karnataka',
    role: 1,
    createdAt: daysBefore(400),
    lastLogin: daysBefore(0),
    lastLogout: daysBefore(1),
  },
  {
    _id: 'user-asha',
    firstName: 'Asha',
    lastName: 'Nair',
    email: 'asha.nair@example.in',
    phoneNumber: '9876543210',
    countryCode: '+91',
    country: 'India',
    region: 'Maharashtra',
    role: 0,
    createdAt: daysBefore(90),
    lastLogin: daysBefore(2),
    lastLogout: null,
  },
  {
    _id: 'user-ravi',
    firstName: 'Ravi',
    lastName: 'Shankar',
    email: 'ravi.shankar@example.in',
    phoneNumber: '',
    countryCode: '',
    country: '',
    region: '',
    role: '0',
    createdAt: daysBefore(12),
    lastLogin: null,
  },
];

/** The shopper the handlers serve when a story stores a token that names nobody. */
export const shopper = users[1]!;

/** The devices each demo user is signed in on: what "Sign out everywhere" ends. */
export const openSessions: Record<string, number> = { 'user-meera': 1, 'user-asha': 2, 'user-ravi': 0 };

export const leads: Lead[] = [
  {
    _id: 'lead-1',
    name: 'Lakshmi Iyer',
    email: 'lakshmi.iyer@example.in',
    phone: '+91 98860 11223',
    message: 'Do you deliver 25 kg sacks of Sona Masoori to Mysuru?',
    createdAt: daysBefore(1),
  },
  {
    _id: 'lead-2',
    name: 'Arjun Mehta',
    email: 'arjun.mehta@example.in',
    phone: '',
    message: 'Please call me about a monthly order of millets for our school kitchen.',
    createdAt: daysBefore(4),
  },
  {
    _id: 'lead-3',
    name: 'Fatima Sheikh',
    email: 'fatima@example.in',
    phone: '022 2345 6789',
    message: '',
    createdAt: daysBefore(9),
  },
];

/** The shopper's demo cart: product ids and quantities; prices always come from the catalogue. */
export const cartLines: { productId: string; packId?: string; quantity: number }[] = [
  { productId: productId('sona-masoori-rice-5kg'), quantity: 2 },
  { productId: products.find((product) => product.discount)!._id, quantity: 1 },
];

function orderLine(product: Product, quantity: number) {
  return {
    // The names in other languages, as a line keeps them when it is bought (issue 34).
    product: {
      _id: product._id,
      title: product.title,
      image: product.image,
      translations: { hi: { title: product.translations!.hi!.title! } },
    },
    pack: {
      _id: product.packs[0]!._id,
      label: product.packs[0]!.label,
      translations: { hi: { label: product.packs[0]!.translations!.hi!.label! } },
    },
    quantity,
    unitPrice: product.effectivePrice,
    price: paiseToRupees(rupeesToPaise(product.effectivePrice) * quantity),
  };
}

function order(id: string, fields: Partial<Order>, lines: [Product, number][]): Order {
  const products = lines.map(([product, quantity]) => orderLine(product, quantity));
  const total = paiseToRupees(products.reduce((sum, line) => sum + rupeesToPaise(line.price), 0));
  return {
    _id: id,
    createdAt: daysBefore(1),
    reference: orderReference(id),
    status: 'placed',
    paymentType: 'cash',
    paymentStatus: 'unpaid',
    paymentMethod: 'cod',
    paymentDueAt: null,
    paymentReference: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    totalAmount: total,
    firstName: 'Asha',
    lastName: 'Nair',
    address: '21, 4th Main Road, Indiranagar',
    address2: 'Flat 3B',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560038',
    products,
    ...fields,
  };
}

const [first, second, third, fourth] = products as [Product, Product, Product, Product];

/**
 * The shopper's orders, newest first. The second was stored by the spec's old client with
 * "NULL" for the empty last name and address line 2: screens must show nothing there
 * (CHECKOUT-11).
 */
export const orders: Order[] = [
  order('order-1003', { createdAt: daysBefore(1) }, [
    [first, 2],
    [third, 1],
  ]),
  order(
    'order-1002',
    {
      createdAt: daysBefore(8),
      status: 'delivered',
      paymentType: 'upi',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      invoiceNumber: invoiceNumber(shopSettings.invoicePrefix, financialYearOf(fixtureDate), 41),
      lastName: 'NULL',
      address2: 'NULL',
    },
    [[second, 1]],
  ),
  order('order-1001', { createdAt: daysBefore(30), status: 'cancelled', paymentType: 'COD' }, [[fourth, 3]]),
];

const customerOf = (user: User) => ({
  _id: user._id,
  name: `${user.firstName} ${user.lastName}`,
  email: user.email,
  phone: user.phoneNumber,
});

/**
 * Every customer's orders for the admin Orders tab (ADMIN-42), as it lists them: awaiting
 * payment first (order-1005, paid by UPI with the shopper's UTR, not yet confirmed), then
 * newest first. Ravi Shankar (order-1004) gave no phone number.
 */
export const adminOrders: AdminOrder[] = [
  order(
    'order-1005',
    {
      createdAt: daysBefore(0.25),
      status: 'awaiting_payment',
      paymentType: 'upi',
      paymentMethod: 'upi',
      paymentDueAt: daysAfter(0.75),
      paymentReference: '412345678901',
    },
    [[second, 2]],
  ),
  order('order-1004', { createdAt: daysBefore(0), firstName: 'Ravi', lastName: 'Shankar', paymentType: 'card' }, [
    [fourth, 1],
  ]),
  ...orders,
].map((placed) => ({
  ...placed,
  customer: customerOf(placed._id === 'order-1004' ? users[2]! : shopper),
  utrUsedBy: null,
}));

/** An order e-mail of the outbox, sent unless `fields` say otherwise. */
function outboxMessage(id: string, fields: Partial<OutboxMessage> & Pick<OutboxMessage, 'createdAt'>): OutboxMessage {
  const message: OutboxMessage = {
    _id: id,
    event: 'placed',
    orderId: null,
    orderReference: null,
    audience: 'shopper',
    to: shopper.email,
    subject: '',
    status: 'sent',
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    sentAt: null,
    ...fields,
  };
  return message.status === 'sent' ? { ...message, sentAt: message.sentAt ?? message.createdAt } : message;
}

const referenceOf = (orderId: string) => ({ orderId, orderReference: orderReference(orderId) });
/** The shop's "new order" subject of a demo order. */
function newOrderSubject(orderId: string) {
  const order = adminOrders.find((candidate) => candidate._id === orderId)!;
  return newOrderEmailSubject(order.reference, rupeesToPaise(order.totalAmount), order.status === 'awaiting_payment');
}

/**
 * The order e-mails of the demo shop, newest first: order-1005's two waiting (the shop's copy
 * already tried twice, the mail server refusing the connection), Ravi's "placed" e-mail
 * failed (his mailbox does not exist), order-1002's "delivered" failed after every try, the
 * rest sent.
 */
export const outboxMessages: OutboxMessage[] = [
  outboxMessage('mail-9', {
    ...referenceOf('order-1005'),
    createdAt: daysBefore(0.25),
    audience: 'shop',
    to: shopSettings.orderEmail,
    subject: newOrderSubject('order-1005'),
    status: 'pending',
    attempts: 2,
    nextAttemptAt: daysBefore(0.2),
    lastError: 'connect ECONNREFUSED 203.0.113.25:587',
  }),
  outboxMessage('mail-8', {
    ...referenceOf('order-1005'),
    createdAt: daysBefore(0.25),
    subject: shopperEmailSubject('placed', orderReference('order-1005')),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: daysBefore(0.25),
  }),
  outboxMessage('mail-7', {
    ...referenceOf('order-1004'),
    createdAt: daysBefore(0.5),
    to: users[2]!.email,
    subject: shopperEmailSubject('placed', orderReference('order-1004')),
    status: 'failed',
    attempts: 8,
    lastError: '550 5.1.1 <ravi.shankar@example.in>: Recipient address rejected: User unknown',
  }),
  outboxMessage('mail-6', {
    ...referenceOf('order-1004'),
    createdAt: daysBefore(0.5),
    audience: 'shop',
    to: shopSettings.orderEmail,
    subject: newOrderSubject('order-1004'),
  }),
  outboxMessage('mail-5', {
    ...referenceOf('order-1003'),
    createdAt: daysBefore(1),
    subject: shopperEmailSubject('placed', orderReference('order-1003')),
  }),
  outboxMessage('mail-4', {
    ...referenceOf('order-1002'),
    event: 'delivered',
    createdAt: daysBefore(5),
    subject: shopperEmailSubject('delivered', orderReference('order-1002')),
    status: 'failed',
    attempts: 8,
    lastError: 'Greeting never received',
  }),
  outboxMessage('mail-3', {
    ...referenceOf('order-1002'),
    event: 'shipped',
    createdAt: daysBefore(6),
    subject: shopperEmailSubject('shipped', orderReference('order-1002')),
  }),
  outboxMessage('mail-2', {
    ...referenceOf('order-1002'),
    event: 'paid',
    createdAt: daysBefore(8),
    subject: shopperEmailSubject('paid', orderReference('order-1002')),
  }),
  outboxMessage('mail-1', {
    ...referenceOf('order-1001'),
    event: 'cancelled',
    createdAt: daysBefore(29),
    subject: shopperEmailSubject('cancelled', orderReference('order-1001')),
    attempts: 3,
  }),
];
