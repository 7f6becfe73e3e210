// What pages and other features use of the catalogue: product cards, grids, headings, the
// product page's parts and the paged product lists.
export { useProductCards } from './use-product-cards';
export { AddToCartAction } from './add-to-cart-action';
export { QuickAddAction } from './quick-add-action';
export { CatalogueGrid } from './catalogue-grid';
export { gridStatus } from './grid-status';
export { PageHeading } from './page-heading';
export { CategoryHeading } from './category-heading';
export { BackButton } from './back-button';
export { ProductDetail } from './product-detail';
export { ProductDetailSkeleton, ProductLoadError, ProductNotFound } from './product-detail-states';
export { breadcrumbJsonLd, metaDescription, productJsonLd } from './product-json-ld';
export { useProductPage } from './use-product-page';
export { PagedProductList } from './paged/paged-product-list';
export { readListParams } from './paged/list-params';
export { pagedListFirstPaint, usePagedList } from './paged/use-paged-list';
export { categoryListFirstPaint, useCategoryList } from './paged/use-category-list';
