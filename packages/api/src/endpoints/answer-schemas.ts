import { z } from 'zod';
import {
  endSessionsResponseSchema,
  loginResponseSchema,
  profileResponseSchema,
  signupResponseSchema,
  usersResponseSchema,
  verifyEmailResponseSchema,
} from '../schemas/account';
import { cartItemResponseSchema, cartResponseSchema } from '../schemas/cart';
import {
  categoriesAnswerSchema,
  categorySchema,
  categoryWithProductsSchema,
  navMenuSchema,
  productListSchema,
  productSchema,
} from '../schemas/catalog';
import {
  aboutSchema,
  carouselResponseSchema,
  footerResponseSchema,
  returnPolicyResponseSchema,
  returnPolicySchema,
  shopLinkListSchema,
  termsSchema,
} from '../schemas/content';
import { shopSettingsAnswerSchema } from '../schemas/settings';
import { invoiceSchema } from '../schemas/invoices';
import { outboxListSchema, outboxRetryResponseSchema } from '../schemas/outbox';
import { categoryPageSchema, productPageSchema } from '../schemas/product-pages';
import { contactMessageListSchema, contactResponseSchema, leadListSchema } from '../schemas/messages';
import {
  adminOrdersResponseSchema,
  checkoutResponseSchema,
  myOrdersResponseSchema,
  orderStatusResponseSchema,
  simpleCheckoutResponseSchema,
} from '../schemas/orders';
import { checkoutRulesSchema, deliveryCheckSchema, orderPaymentSchema } from '../schemas/payments';

/**
 * What each answer the endpoints read must look like, by name. Only development and tests
 * check answers (see `devCheck`), so a production bundle leaves this module, and zod, out.
 * Whatever the apps rely on in production too (unwrapping, fallbacks) is done by the
 * endpoint functions themselves, never by a transform here.
 */
export const answerSchemas = {
  /** The answer of a write whose body no screen reads: any JSON object or no body at all. */
  acknowledgement: z.looseObject({ msg: z.string().optional() }).optional(),

  signup: signupResponseSchema,
  /** A success answer without a token is read, not rejected (ACCOUNT-15). */
  login: loginResponseSchema.partial(),
  profile: profileResponseSchema,
  users: usersResponseSchema,
  endedSessions: endSessionsResponseSchema,
  /** The e-mail verification's answers (issue 31): a message to show. */
  verification: verifyEmailResponseSchema,

  carousel: carouselResponseSchema,
  footer: footerResponseSchema,
  about: aboutSchema,
  terms: termsSchema,
  /** A shop that has written no policy yet answers an empty text: reading it is not an error. */
  storedReturnPolicy: returnPolicyResponseSchema,
  savedReturnPolicy: returnPolicySchema,
  shopLinks: shopLinkListSchema,

  /** An array, or `{ categories }` from older servers (API-06); `getCategories` unwraps it. */
  categories: categoriesAnswerSchema,
  category: categorySchema,
  categoryWithProducts: categoryWithProductsSchema,
  navMenu: navMenuSchema,
  product: productSchema,
  products: productListSchema,
  productPage: productPageSchema,
  categoryPage: categoryPageSchema,

  cart: cartResponseSchema,
  cartItem: cartItemResponseSchema,
  checkout: checkoutResponseSchema,
  simpleCheckout: simpleCheckoutResponseSchema,
  myOrders: myOrdersResponseSchema,
  adminOrders: adminOrdersResponseSchema,
  orderStatusChange: orderStatusResponseSchema,
  orderPayment: orderPaymentSchema,
  checkoutRules: checkoutRulesSchema,
  deliveryCheck: deliveryCheckSchema,
  invoice: invoiceSchema,
  outbox: outboxListSchema,
  outboxRetry: outboxRetryResponseSchema,

  leads: leadListSchema,
  contactSent: contactResponseSchema,
  contactMessages: contactMessageListSchema,

  shopSettings: shopSettingsAnswerSchema,
};

export type AnswerSchemas = typeof answerSchemas;
export type AnswerName = keyof AnswerSchemas;
export type Answer<N extends AnswerName> = z.output<AnswerSchemas[N]>;
