import { type NavCategory } from '@dhanya/ui';
import { useCategories, useProducts } from '@dhanya/api/swr';
import { useEffect, useMemo } from 'react';
import { productImage } from '../../shared/images';
import { attachProducts } from '../catalog/attach-products';

/**
 * The header's categories, each with its products for the mega-menu and the drawer. A
 * failed request is logged only and leaves the list empty (ERR-03).
 */
export function useNavCategories() {
  const categories = useCategories();
  const products = useProducts();

  useEffect(() => {
    if (categories.error) console.error('Header categories failed to load', categories.error);
    if (products.error) console.error('Header products failed to load', products.error);
  }, [categories.error, products.error]);

  const navCategories = useMemo<NavCategory[]>(
    () =>
      attachProducts(categories.data ?? [], products.data ?? []).map((category) => ({
        _id: category._id,
        name: category.name,
        products: category.products.map((product) => ({
          _id: product._id,
          title: product.title,
          price: product.effectivePrice,
          image: productImage(product.image),
        })),
      })),
    [categories.data, products.data],
  );

  return { categories: navCategories, loading: categories.isLoading };
}
