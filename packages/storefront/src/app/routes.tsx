import { paths } from '@dhanya/api';
import type { RouteObject } from 'react-router-dom';
import type { FirstPaint, RouteHandle } from '../shared/first-paint';
import { MainLayout } from './main-layout';
import { PageError } from './page-error';

type PageModule = Record<string, unknown> & {
  firstPaint?: FirstPaint;
  /** What the page shows when the server answers its data with 404. */
  NotFound?: React.ComponentType;
};

// Each page is its own chunk, fetched when its route is first visited.
const pageModules = import.meta.glob<PageModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);

/** The route of `src/routes/<file>.tsx`, rendering its export `name`. */
function page(file: string, name: string, { staticDocument = false } = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const source = `../routes/${file}.tsx`;
  const load = pageModules[source];
  if (!load) throw new Error(`No page module ${source}`);
  const handle: RouteHandle = {
    module: `src/routes/${file}.tsx`,
    firstPaint: async () => (await load()).firstPaint,
    staticDocument,
  };
  return {
    handle,
    lazy: async () => {
      const { [name]: Component, NotFound } = await load();
      if (!NotFound) return { Component: Component as React.ComponentType };
      return {
        Component: Component as React.ComponentType,
        ErrorBoundary: () => <PageError notFound={<NotFound />} />,
      };
    },
  };
}

/** Inside the main layout: banner, header, page, footer (LAYOUT-01). */
const layoutPages: RouteObject[] = [
  { index: true, ...page('home', 'HomePage') },
  { path: 'category/:categoryId/products', ...page('category-products', 'CategoryProductsPage') },
  { path: 'categories/:id', ...page('category', 'CategoryPage') },
  { path: 'product/:id', ...page('product', 'ProductPage') },
  { path: 'allproducts', ...page('all-products', 'AllProductsPage') },
  { path: 'productlist', ...page('product-list', 'ProductListPage') },
  { path: 'search', ...page('search', 'SearchPage') },
  { path: 'address', ...page('address', 'AddressPage') },
  { path: 'wishlist', ...page('wishlist', 'WishlistPage') },
  { path: 'cart', ...page('cart', 'CartPage') },
  { path: 'checkout', ...page('checkout', 'CheckoutPage') },
  { path: 'ordersucess', ...page('order-success', 'OrderSuccessPage') },
  { path: 'Allordersucess', ...page('my-orders', 'MyOrdersPage') },
  { path: 'orders', ...page('my-orders', 'MyOrdersPage') },
  { path: 'orders/:id/pay', ...page('order-payment', 'OrderPaymentPage') },
  { path: 'orders/:id/invoice', ...page('order-invoice', 'OrderInvoicePage') },
  { path: 'about', ...page('about', 'AboutPage') },
  { path: 'contact', ...page('contact', 'ContactPage') },
  { path: 'support', ...page('support', 'SupportPage') },
  { path: 'terms', ...page('terms', 'TermsPage') },
  { path: 'new-arrivals', ...page('new-arrivals', 'NewArrivalsPage') },
  { path: 'return', ...page('return-policy', 'ReturnPolicyPage') },
  { path: 'allbestsellers', ...page('all-best-sellers', 'AllBestSellersPage') },
  { path: 'allspecialoffer', ...page('all-special-offers', 'AllSpecialOffersPage') },
  // What the service worker shows offline for a page it has not kept, at that page's address.
  { path: 'offline', ...page('offline', 'OfflinePage', { staticDocument: true }) },
  { path: '*', ...page('not-found', 'NotFoundPage') },
];

/** Outside the layout: no banner, header or footer (LAYOUT-02). */
const standalonePages: RouteObject[] = [
  { path: 'signup', ...page('signup', 'SignupPage') },
  { path: 'login', ...page('login', 'LoginPage') },
  { path: 'profile', ...page('profile', 'ProfilePage') },
  { path: 'forgot-password', ...page('forgot-password', 'ForgotPasswordPage') },
  { path: 'verify-email', ...page('verify-email', 'VerifyEmailPage') },
];

/** The header's and footer's data, on every page inside the layout. */
const layoutFirstPaint: FirstPaint = () => [paths.footer, paths.navMenu];

export const routes: RouteObject[] = [
  {
    errorElement: (
      <main id="main">
        <PageError />
      </main>
    ),
    children: [
      {
        path: '/',
        element: <MainLayout />,
        handle: { firstPaint: async () => layoutFirstPaint } satisfies RouteHandle,
        // A page that fails inside the layout (a product that does not exist) keeps the header.
        children: [{ errorElement: <PageError />, children: layoutPages }],
      },
      ...standalonePages,
    ],
  },
];
