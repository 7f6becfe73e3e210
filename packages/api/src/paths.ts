/**
 * Every path the apps call (API in docs/requirements.md), in one place. Both cart families are kept
 * as the spec writes them, misspellings included ("deletcart", "delet").
 */
/** A path with one parameter: call it with an id (encoded), or read `.route` for the server. */
function withParam(build: (param: string) => string, name = 'id') {
  return Object.assign((param: string) => build(encodeURIComponent(param)), { route: build(`:${name}`) });
}

export const paths = {
  carouselImages: '/api/images/get',
  addCarouselImage: '/api/images/add',
  updateCarouselImage: withParam((id) => `/api/images/update/${id}`),
  deleteCarouselImage: withParam((id) => `/api/images/${id}`),

  categories: '/api/category/get',
  /** Beyond the spec: the header's categories with a few featured products each. */
  navMenu: '/api/category/menu',
  category: withParam((id) => `/api/category/${id}`),
  addCategory: '/api/category/add',
  updateCategory: withParam((id) => `/api/category/update/${id}`),
  deleteCategory: withParam((id) => `/api/category/delet/${id}`),

  products: '/api/product/get',
  product: withParam((id) => `/api/product/${id}`),
  addProduct: '/api/product/add',
  updateProduct: withParam((id) => `/api/product/update/${id}`),
  deleteProduct: withParam((id) => `/api/product/${id}`),
  bestSellers: '/api/product/bestseller',
  addBestSeller: '/api/product/bestseller/create',
  removeBestSeller: withParam((productId) => `/api/product/bestseller/delete/${productId}`),
  specialOffers: '/api/product/specialoffer',
  addSpecialOffer: '/api/product/specialoffer/create',
  removeSpecialOffer: withParam((productId) => `/api/product/specialoffer/delete/${productId}`),
  newArrivals: '/api/product/new-arrivals',
  search: '/api/product/search',

  footer: '/api/footer/getfooter',
  updateFooter: '/api/footer/updatefooter',
  about: '/api/about/getabout',
  /** Beyond the spec: a shop must be able to edit its about page. */
  updateAbout: '/api/about/updateabout',
  terms: '/api/terms/getterms',
  /** Beyond the spec: a shop must be able to edit its terms. */
  updateTerms: '/api/terms/updateterms',
  returnPolicy: '/api/return/getpolicy',
  updateReturnPolicy: '/api/return-policy',
  shopLinks: '/api/shoplink/getshoplink',
  addShopLink: '/api/shoplink/createShopLink',
  updateShopLink: withParam((id) => `/api/shoplink/updateShopLink/${id}`),
  deleteShopLink: withParam((id) => `/api/shoplink/deleteShopLink/${id}`),

  signup: '/api/user/create-user',
  login: '/api/user/login-user',
  profile: '/api/user/profile',
  /** Beyond the spec (issue 35): the web app manifest; a language's pages link `/hi/manifest.webmanifest`. */
  webManifest: '/manifest.webmanifest',
  /** Beyond the spec (issue 34): the language the shopper chose, which their e-mails speak (PUT). */
  userLanguage: '/api/user/language',
  /** Ends the token's session and records the time; the client also forgets its token. */
  logout: '/api/user/logout',
  /** Beyond the spec (issue 31): the token of the link sent at sign-up confirms the address (POST). */
  verifyEmail: '/api/user/verify-email',
  /** Beyond the spec (issue 31): the signed-in user asks for a new link (POST). */
  resendVerification: '/api/user/verify-email/resend',
  users: '/api/user/admin/users',
  /** Beyond the spec: the staff sign a user out everywhere (DELETE). */
  userSessions: withParam((id) => `/api/user/admin/users/${id}/sessions`),
  myOrders: '/api/user/orders',
  /** Beyond the spec (issue 15): how to pay an order (GET), and the UTR it was paid with (POST). */
  orderPayment: withParam((id) => `/api/user/orders/${id}/payment`),
  orderUtr: withParam((id) => `/api/user/orders/${id}/payment/utr`),
  /** Beyond the spec (issue 31): the shopper cancels their order still waiting for its payment (POST). */
  cancelMyOrder: withParam((id) => `/api/user/orders/${id}/cancel`),
  /** Beyond the spec (issue 16): the order's GST invoice, as data (GET) and as a PDF (GET). */
  orderInvoice: withParam((id) => `/api/user/orders/${id}/invoice`),
  orderInvoicePdf: withParam((id) => `/api/user/orders/${id}/invoice.pdf`),
  /** Where the shop delivers, and whether it takes cash there (GET). */
  deliveryCheck: withParam((pincode) => `/api/delivery/${pincode}`, 'pincode'),
  /** The shop's payment methods and order limits, for the checkouts (GET). */
  checkoutRules: '/api/shop/checkout-rules',
  /** Razorpay's webhook (POST, signed). */
  razorpayWebhook: '/api/payments/razorpay/webhook',

  cart: '/cart/getcart',
  addToCart: '/cart/addcart',
  removeFromCart: withParam((productId) => `/cart/deletcart/${productId}`),
  checkout: '/cart/checkout',
  cartItems: '/api/cart/getcart',
  addOneToCart: '/api/cart/addcart',
  removeCartItem: withParam((productId) => `/api/cart/deletcart/${productId}`),
  simpleCheckout: '/api/check/checkout',

  leads: '/api/lead/getall',
  sendLead: '/api/lead',
  updateLead: withParam((id) => `/api/lead/${id}`),
  deleteLead: withParam((id) => `/api/lead/${id}`),
  sendContactMessage: '/api/contact/getuser',
  /** Beyond the spec: the contact page's messages, for the shop's staff only (SERVER-13). */
  contactMessages: '/api/contact/messages',

  adminOrders: '/api/admin/orders',
  /** Beyond the spec: the shop's settings, read and replaced by the staff (GET, PUT). */
  shopSettings: '/api/admin/settings',
  updateOrderStatus: withParam((id) => `/api/admin/orders/${id}/status`),
  /** Beyond the spec (issue 15): the staff record a payment they saw arrive (POST). */
  markOrderPaid: withParam((id) => `/api/admin/orders/${id}/paid`),
  /** Beyond the spec (issue 16): any order's invoice, for the staff. */
  adminOrderInvoice: withParam((id) => `/api/admin/orders/${id}/invoice`),
  adminOrderInvoicePdf: withParam((id) => `/api/admin/orders/${id}/invoice.pdf`),
  /** The order e-mails, sent and waiting (GET), and sending a failed one again (POST). */
  outbox: '/api/admin/outbox',
  retryOutboxMessage: withParam((id) => `/api/admin/outbox/${id}/retry`),

  /** Uploaded files: `/uploads/<kind>/<file>`. */
  upload: (kind: UploadKind, file: string) => `/uploads/${kind}/${encodeURIComponent(file)}`,
} as const;

export const uploadKinds = ['images', 'category', 'products', 'shoplinks'] as const;
export type UploadKind = (typeof uploadKinds)[number];
