import { HttpResponse } from 'msw';
import { paths } from '../../paths';
import { productNames } from '../../product-names';
import {
  type Product,
  bestSellerRequestSchema,
  categoryFormSchema,
  productFormSchema,
  specialOfferRequestSchema,
} from '../../schemas/catalog';
import { limitSchema } from '../../schemas/common';
import { fixtureDate, imageFile } from '../fixtures';
import { defaultPackFrom, packsFrom, withPackFields } from '../product-packs';
import { navMenuOf } from '../nav-menu';
import { pageOf } from '../product-pages';
import { type MockOptions, failWith, formBody, jsonBody, mockRoutes, param, requireAdmin, validate } from '../respond';
import { db, newId } from '../store';

const limitOf = (request: Request) => {
  const limit = new URL(request.url).searchParams.get('limit');
  return limit === null ? undefined : limitSchema.parse(limit);
};
const upTo = (list: Product[], limit: number | undefined) => (limit === undefined ? list : list.slice(0, limit));
const onOffer = () => db.products.filter((product) => product.packs.some((pack) => pack.discount !== null));
const newestFirst = (list: Product[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function findProduct(id: string) {
  return db.products.find((product) => product._id === id) ?? failWith(404, 'Product not found');
}

/** Title matches before description matches, at most 10 (a page: all), as the server does (SERVER-24). */
function search(text: string, limit = 10) {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const inTitle = db.products.filter((product) =>
    productNames(product).some((name) => name.toLowerCase().includes(needle)),
  );
  const inDescription = db.products.filter(
    (product) => !inTitle.includes(product) && product.description.toLowerCase().includes(needle),
  );
  return [...inTitle, ...inDescription].slice(0, limit);
}

function productFrom(fields: Record<string, string>, id: string, hasImage: boolean, before?: Product): Product {
  const form = validate(productFormSchema, fields);
  const category =
    db.categories.find((candidate) => candidate._id === form.category) ?? failWith(400, 'Category not found');
  const packs = form.packs
    ? packsFrom(form.packs, id, before?.packs)
    : defaultPackFrom(Number(form.price), form.quantity, id, before?.packs);
  const skus = new Set(packs.map((pack) => pack.sku.toLowerCase()));
  const taken = db.products
    .filter((product) => product._id !== id)
    .flatMap((product) => product.packs.map((pack) => ({ product, pack })))
    .find(({ pack }) => skus.has(pack.sku.toLowerCase()));
  if (taken) failWith(409, `SKU ${taken.pack.sku} is already used by ${taken.product.title}`);
  return withPackFields({
    _id: id,
    title: form.title,
    description: form.description,
    category: { _id: category._id, name: category.name, translations: category.translations ?? {} },
    image: hasImage ? imageFile(id) : (before?.image ?? null),
    packs,
    quantity: 0,
    price: 0,
    effectivePrice: 0,
    priceFrom: 0,
    discount: null,
    discountExpiry: null,
    isBestSeller: before?.isBestSeller ?? false,
    rating: before?.rating ?? null,
    reviewCount: before?.reviewCount ?? null,
    createdAt: before?.createdAt ?? fixtureDate.toISOString(),
    hsnCode: form.hsnCode ?? before?.hsnCode ?? '',
    gstRate: form.gstRate ?? before?.gstRate ?? 0,
    translations: form.translations ?? before?.translations ?? {},
    aliases: form.aliases ?? before?.aliases ?? [],
  });
}

/** Categories, products, offers, best sellers and search: reads and admin writes. */
export function catalogHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const { empty } = route;
  return [
    // Fixed paths first: `/api/product/:id` and `/api/category/:id` must never capture them (API-03).
    route.get(paths.categories, () => HttpResponse.json(empty ? [] : db.categories)),
    route.get(paths.navMenu, () => HttpResponse.json(empty ? [] : navMenuOf(db.categories, db.products))),
    route.get(paths.products, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      const list = empty ? [] : type === 'specialoffer' ? onOffer() : db.products;
      return pageOf(list, request) ?? HttpResponse.json(upTo(list, limitOf(request)));
    }),
    route.get(paths.bestSellers, ({ request }) => {
      const list = empty ? [] : db.products.filter((product) => product.isBestSeller);
      return pageOf(list, request) ?? HttpResponse.json(upTo(list, limitOf(request)));
    }),
    route.get(paths.specialOffers, ({ request }) => {
      const list = empty ? [] : onOffer();
      return pageOf(list, request) ?? HttpResponse.json(upTo(list, limitOf(request)));
    }),
    route.get(paths.newArrivals, ({ request }) => {
      const list = empty ? [] : newestFirst(db.products).slice(0, 12);
      return pageOf(list, request) ?? HttpResponse.json(upTo(list, limitOf(request)));
    }),
    route.get(paths.search, ({ request }) => {
      const text = new URL(request.url).searchParams.get('query') ?? '';
      const found = empty ? [] : search(text, limitOf(request) ?? 10);
      return pageOf(empty ? [] : search(text, Infinity), request) ?? HttpResponse.json(found);
    }),
    route.get(paths.category.route, ({ params, request }) => {
      const category = db.categories.find((candidate) => candidate._id === param(params.id));
      if (empty || !category) failWith(404, 'Category not found');
      const products = db.products.filter((product) => product.category?._id === category._id);
      return (
        pageOf(products, request, category) ??
        HttpResponse.json({ ...category, products: upTo(products, limitOf(request)) })
      );
    }),
    route.get(paths.product.route, ({ params }) => {
      if (empty) failWith(404, 'Product not found');
      return HttpResponse.json(findProduct(param(params.id)));
    }),

    route.post(paths.addCategory, async ({ request }) => {
      requireAdmin(request);
      const { fields, hasImage } = await formBody(request);
      const { name, translations = {} } = validate(categoryFormSchema, fields);
      if (db.categories.some((category) => category.name.toLowerCase() === name.toLowerCase())) {
        failWith(409, 'A category with this name already exists');
      }
      const id = newId('cat');
      const category = { _id: id, name, image: hasImage ? imageFile(id) : null, translations };
      db.categories.push(category);
      return HttpResponse.json(category, { status: 201 });
    }),
    route.put(paths.updateCategory.route, async ({ request, params }) => {
      requireAdmin(request);
      const category =
        db.categories.find((candidate) => candidate._id === param(params.id)) ?? failWith(404, 'Category not found');
      const { fields, hasImage } = await formBody(request);
      const form = validate(categoryFormSchema, fields);
      category.name = form.name;
      if (form.translations) category.translations = form.translations;
      if (hasImage) category.image = imageFile(category._id);
      for (const product of db.products)
        if (product.category?._id === category._id) {
          product.category.name = category.name;
          product.category.translations = category.translations ?? {};
        }
      return HttpResponse.json(category);
    }),
    route.delete(paths.deleteCategory.route, ({ request, params }) => {
      requireAdmin(request);
      const id = param(params.id);
      if (!db.categories.some((category) => category._id === id)) failWith(404, 'Category not found');
      if (db.products.some((product) => product.category?._id === id))
        failWith(409, 'This category still has products');
      db.categories = db.categories.filter((category) => category._id !== id);
      return HttpResponse.json({ msg: 'Category deleted' });
    }),

    route.post(paths.addProduct, async ({ request }) => {
      requireAdmin(request);
      const { fields, hasImage } = await formBody(request);
      const product = productFrom(fields, newId('prod'), hasImage);
      db.products.push(product);
      return HttpResponse.json(product, { status: 201 });
    }),
    route.put(paths.updateProduct.route, async ({ request, params }) => {
      requireAdmin(request);
      const before = findProduct(param(params.id));
      const { fields, hasImage } = await formBody(request);
      const product = productFrom(fields, before._id, hasImage, before);
      db.products = db.products.map((candidate) => (candidate._id === product._id ? product : candidate));
      return HttpResponse.json(product);
    }),
    route.delete(paths.deleteProduct.route, ({ request, params }) => {
      requireAdmin(request);
      const { _id } = findProduct(param(params.id));
      db.products = db.products.filter((product) => product._id !== _id);
      db.cartLines = db.cartLines.filter((line) => line.productId !== _id);
      return HttpResponse.json({ msg: 'Product deleted' });
    }),

    route.post(paths.addSpecialOffer, async ({ request }) => {
      requireAdmin(request);
      const offer = validate(specialOfferRequestSchema, await jsonBody(request));
      const product = findProduct(offer.productId);
      const packs = offer.packId ? product.packs.filter((pack) => pack._id === offer.packId) : product.packs;
      if (packs.length === 0) failWith(404, "That pack is not one of this product's");
      if (packs.some((pack) => pack.discount !== null)) {
        failWith(409, `This ${offer.packId ? 'pack' : 'product'} is already on special offer`);
      }
      for (const pack of packs)
        Object.assign(pack, { discount: offer.discount, discountExpiry: offer.discountExpiry.toISOString() });
      Object.assign(product, withPackFields(product));
      return HttpResponse.json({ msg: 'Special offer added!' }, { status: 201 });
    }),
    route.delete(paths.removeSpecialOffer.route, ({ request, params }) => {
      requireAdmin(request);
      const product = findProduct(param(params.id));
      const packId = new URL(request.url).searchParams.get('packId');
      for (const pack of product.packs) {
        if (packId === null || pack._id === packId) Object.assign(pack, { discount: null, discountExpiry: null });
      }
      Object.assign(product, withPackFields(product));
      return HttpResponse.json({ msg: 'Special offer removed' });
    }),
    route.post(paths.addBestSeller, async ({ request }) => {
      requireAdmin(request);
      const product = findProduct(validate(bestSellerRequestSchema, await jsonBody(request)).productId);
      if (product.isBestSeller) failWith(409, 'This product is already a best seller');
      product.isBestSeller = true;
      return HttpResponse.json({ msg: 'Best seller added!' });
    }),
    route.delete(paths.removeBestSeller.route, ({ request, params }) => {
      requireAdmin(request);
      findProduct(param(params.id)).isBestSeller = false;
      return HttpResponse.json({ msg: 'Best seller removed' });
    }),
  ];
}
