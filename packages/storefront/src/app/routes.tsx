import { type RouteObject } from 'react-router-dom';
import { MainLayout } from './main-layout';
import { RouteError } from './route-error';

type PageModule = Record<string, React.ComponentType>;

/** Each page is its own chunk, fetched when its route is first visited. */
function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/** Inside the main layout: banner, header, page, footer (LAYOUT-01). */
const layoutPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../routes/home'), 'HomePage') },
  {
    path: 'category/:categoryId/products',
    lazy: page(() => import('../routes/category-products'), 'CategoryProductsPage'),
  },
  { path: 'categories/:id', lazy: page(() => import('../routes/category'), 'CategoryPage') },
  { path: 'product/:id', lazy: page(() => import('../routes/product'), 'ProductPage') },
  { path: 'allproducts', lazy: page(() => import('../routes/all-products'), 'AllProductsPage') },
  { path: 'productlist', lazy: page(() => import('../routes/product-list'), 'ProductListPage') },
  { path: 'address', lazy: page(() => import('../routes/address'), 'AddressPage') },
  { path: 'wishlist', lazy: page(() => import('../routes/wishlist'), 'WishlistPage') },
  { path: 'cart', lazy: page(() => import('../routes/cart'), 'CartPage') },
  { path: 'checkout', lazy: page(() => import('../routes/checkout'), 'CheckoutPage') },
  { path: 'ordersucess', lazy: page(() => import('../routes/order-success'), 'OrderSuccessPage') },
  { path: 'Allordersucess', lazy: page(() => import('../routes/my-orders'), 'MyOrdersPage') },
  { path: 'orders', lazy: page(() => import('../routes/my-orders'), 'MyOrdersPage') },
  { path: 'about', lazy: page(() => import('../routes/about'), 'AboutPage') },
  { path: 'contact', lazy: page(() => import('../routes/contact'), 'ContactPage') },
  { path: 'support', lazy: page(() => import('../routes/support'), 'SupportPage') },
  { path: 'terms', lazy: page(() => import('../routes/terms'), 'TermsPage') },
  { path: 'new-arrivals', lazy: page(() => import('../routes/new-arrivals'), 'NewArrivalsPage') },
  { path: 'return', lazy: page(() => import('../routes/return-policy'), 'ReturnPolicyPage') },
  { path: 'allbestsellers', lazy: page(() => import('../routes/all-best-sellers'), 'AllBestSellersPage') },
  { path: 'allspecialoffer', lazy: page(() => import('../routes/all-special-offers'), 'AllSpecialOffersPage') },
  { path: '*', lazy: page(() => import('../routes/not-found'), 'NotFoundPage') },
];

/** Outside the layout: no banner, header or footer (LAYOUT-02). */
const standalonePages: RouteObject[] = [
  { path: 'signup', lazy: page(() => import('../routes/signup'), 'SignupPage') },
  { path: 'login', lazy: page(() => import('../routes/login'), 'LoginPage') },
  { path: 'profile', lazy: page(() => import('../routes/profile'), 'ProfilePage') },
  { path: 'forgot-password', lazy: page(() => import('../routes/forgot-password'), 'ForgotPasswordPage') },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [{ path: '/', element: <MainLayout />, children: layoutPages }, ...standalonePages],
  },
];
