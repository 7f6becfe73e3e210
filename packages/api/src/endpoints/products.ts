import { api } from '../client';
import { paths } from '../paths';
import { type ProductPageParams, pageQuery } from '../product-page-params';
import type { Product } from '../schemas/catalog';
import type { ProductPage } from '../schemas/product-pages';
import { devCheck } from './dev-check';
import { toFormData } from './form-data';

/** The multipart fields of a product; without an image, an update keeps the old one. */
export type ProductForm = {
  title: string;
  description: string;
  quantity: number | string;
  /** Rupees, at most two decimals ("249.50"). */
  price: number | string;
  /** The category's `_id`. */
  category: string;
  image?: Blob | null;
  /** The packs as JSON (`packsFieldSchema`): they replace the product's; `price` and `quantity` are the first's. */
  packs?: string;
  /** For invoices (issue 16): 4, 6 or 8 digits, or ''. */
  hsnCode?: string;
  /** '0', '5', '12' or '18'. */
  gstRate?: string;
  /** `{"hi": {"title": "…", "description": "…"}}` as JSON: they replace the product's (issue 34). */
  translations?: string;
  /** Other names search finds it by, comma-separated ("toor, arhar, तूर"). */
  aliases?: string;
};

export type ProductListType = 'specialoffer';

/** GET /api/product/get, or only the products on special offer with `type`. */
export function getProducts(type?: ProductListType): Promise<Product[]> {
  return api.read(paths.products, { query: { type }, schema: devCheck('products') });
}

/** The product lists that page: the list's path, answered a page at a time once asked with `page`. */
export type PagedList =
  | typeof paths.products
  | typeof paths.bestSellers
  | typeof paths.specialOffers
  | typeof paths.newArrivals
  | typeof paths.search;

/** One page of a product list, sorted and filtered (see ProductPageParams). */
export function getProductPage(list: PagedList, params: ProductPageParams, signal?: AbortSignal): Promise<ProductPage> {
  return api.read(list, { query: pageQuery(params), schema: devCheck('productPage'), signal });
}

export function getProduct(id: string): Promise<Product> {
  return api.read(paths.product(id), { schema: devCheck('product') });
}

/**
 * GET /api/product/search?query=…, the text percent-encoded by the client (SEARCH-04).
 * Blank text sends nothing and finds nothing (SEARCH-07).
 */
export async function searchProducts(query: string, signal?: AbortSignal): Promise<Product[]> {
  const text = query.trim();
  if (!text) return [];
  return api.read(paths.search, { query: { query: text }, schema: devCheck('products'), signal });
}

export function addProduct(form: ProductForm): Promise<Product> {
  return api.post(paths.addProduct, toFormData(form), { schema: devCheck('product') });
}

export function updateProduct(id: string, form: ProductForm): Promise<Product> {
  return api.put(paths.updateProduct(id), toFormData(form), { schema: devCheck('product') });
}

export async function deleteProduct(id: string): Promise<void> {
  await api.delete(paths.deleteProduct(id), { schema: devCheck('acknowledgement') });
}
