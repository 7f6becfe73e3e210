// What other features use of the catalogue: its product cards, grid and heading.
export { useProductCards } from './use-product-cards';
export { AddToCartAction } from './add-to-cart-action';
export { CatalogueGrid } from './catalogue-grid';
export { PageHeading } from './page-heading';
