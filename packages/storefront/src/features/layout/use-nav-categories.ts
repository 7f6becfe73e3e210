import type { NavCategory } from '@dhanya/ui';
import { useNavMenu } from '@dhanya/api/swr';
import { useEffect, useMemo } from 'react';
import { productImage } from '../../shared/images';

/**
 * The header's categories, each with its featured products for the mega-menu and the drawer,
 * from the one small menu answer (never the whole catalogue). A failed request is logged only
 * and leaves the list empty (ERR-03).
 */
export function useNavCategories() {
  const menu = useNavMenu();

  useEffect(() => {
    if (menu.error) console.error('Header categories failed to load', menu.error);
  }, [menu.error]);

  const navCategories = useMemo<NavCategory[]>(
    () =>
      (menu.data ?? []).map((category) => ({
        _id: category._id,
        name: category.name,
        products: category.products.map(({ packCount, ...product }) => ({
          ...product,
          priceFrom: packCount > 1,
          image: productImage(product.image),
        })),
      })),
    [menu.data],
  );

  return { categories: navCategories, loading: menu.isLoading };
}
