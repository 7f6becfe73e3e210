import { Header } from '@dhanya/ui';
import { useCart } from '@dhanya/api/swr';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { languageChoicePath, locales, pathInLocale, publishedLocales, useLocale } from '../../shared/locale';
import { categoryPath, productPath } from '../../shared/route-paths';
import { useSession } from '../../shared/session';
import { useGuestCart } from '../cart';
import { useHeaderSearch } from './use-header-search';
import { useNavCategories } from './use-nav-categories';

/** How many units are in the cart: the server cart when signed in, else the guest cart. */
function useCartCount() {
  const { isSignedIn } = useSession();
  const { data } = useCart();
  const guestLines = useGuestCart();
  const lines = isSignedIn ? (data?.products ?? []) : guestLines;
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** This page in each language the shop offers, through the link that remembers the choice. */
function useLanguages() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const here = pathInLocale(`${pathname}${search}`, locale);
  return publishedLocales.map((code) => ({
    code,
    name: locales[code].name,
    href: languageChoicePath(code, here),
    current: code === locale,
  }));
}

export function SiteHeader({ shopName }: { shopName?: string }) {
  const { categories, loading } = useNavCategories();
  const { pathname } = useLocation();
  const languages = useLanguages();
  // The drawer belongs to the page it was opened on: following one of its links closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const setDrawerOpen = (open: boolean) => setDrawerOpenOn(open ? pathname : null);
  const drawerOpen = drawerOpenOn === pathname;
  const search = useHeaderSearch(() => setDrawerOpenOn(null));
  const cartCount = useCartCount();

  return (
    <Header
      categories={categories}
      categoriesLoading={loading}
      search={search}
      languages={languages}
      productHref={productPath}
      categoryHref={categoryPath}
      cartCount={cartCount}
      shopName={shopName}
      mobileNavProps={{ open: drawerOpen, onOpenChange: setDrawerOpen }}
      // A printed page (an invoice) is the page alone.
      className="print:hidden"
    />
  );
}
