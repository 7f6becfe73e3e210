// The storefront pages to measure: home, one category and one product of the shop's catalogue,
// in English and under /hi (issue 34), each against its own budget (scripts/js-budgets.mjs).
// API paths as in packages/api/src/paths.ts (`categories`, `products`).

async function firstId(origin, apiPath) {
  const response = await fetch(new URL(apiPath, origin));
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  const body = await response.json();
  // The category list may come wrapped as `{ categories }` (API-06).
  const list = Array.isArray(body) ? body : (body.categories ?? []);
  if (!list.length) throw new Error(`GET ${apiPath} answered an empty list: is the demo seed off?`);
  return list[0]._id;
}

export async function pagesToMeasure(origin) {
  const [categoryId, productId] = await Promise.all([
    firstId(origin, '/api/category/get'),
    firstId(origin, '/api/product/get'),
  ]);
  const english = [
    { name: 'home', path: '/' },
    { name: 'category', path: `/categories/${encodeURIComponent(categoryId)}` },
    { name: 'product', path: `/product/${encodeURIComponent(productId)}` },
  ];
  const hindi = english.map((page) => ({
    name: `${page.name} (hi)`,
    path: `/hi${page.path === '/' ? '' : page.path}`,
  }));
  return [...english, ...hindi];
}
