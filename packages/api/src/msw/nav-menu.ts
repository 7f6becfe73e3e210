import { type Category, type NavMenu, type Product, navMenuProductLimit } from '../schemas/catalog';

const inStockAtAll = (product: Product) => product.packs.some((pack) => pack.quantity > 0);

/**
 * The order the server features a category's products in: in stock before sold out, then
 * best sellers (here in list order, the order they were chosen), then newest, then by title.
 */
function featuredFirst(a: Product, b: Product): number {
  const inStock = Number(inStockAtAll(b)) - Number(inStockAtAll(a));
  if (inStock !== 0) return inStock;
  const bestSeller = Number(b.isBestSeller) - Number(a.isBestSeller);
  if (bestSeller !== 0 || a.isBestSeller) return bestSeller;
  return b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title);
}

/** GET /api/category/menu as the server answers it for these categories and products. */
export function navMenuOf(categories: readonly Category[], products: readonly Product[]): NavMenu {
  return categories.map((category) => ({
    _id: category._id,
    name: category.name,
    ...(category.translations && { translations: category.translations }),
    products: products
      .filter((product) => product.category?._id === category._id)
      .sort(featuredFirst)
      .slice(0, navMenuProductLimit)
      .map((product) => ({
        _id: product._id,
        title: product.title,
        price: product.priceFrom,
        packCount: product.packs.length,
        image: product.image,
        ...(product.translations && { translations: product.translations }),
      })),
  }));
}
