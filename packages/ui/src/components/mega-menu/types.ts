/** A product as the header's menus show it: a thumbnail, a title and a price in rupees. */
export type NavProduct = {
  _id: string;
  title: string;
  price: number;
  /** `price` is the cheapest of several packs: shown as "from ₹189.00". */
  priceFrom?: boolean | undefined;
  /** A resolved image URL; a placeholder is shown when missing or broken. */
  image?: string | null | undefined;
};

/** A category with the products the menus list under it. */
export type NavCategory = {
  _id: string;
  name: string;
  /** The mega-menu's blurb; a default sentence is used when missing. */
  description?: string | null | undefined;
  products?: NavProduct[] | undefined;
};

/** The header's link props: where a product and a category lead in the shop using it. */
export type NavHrefs = {
  /** The shop's product page, e.g. `/product/{id}`, for a menu's product or a search suggestion. */
  productHref: (product: Pick<NavProduct, '_id' | 'title'>) => string;
  /** The shop's category page, e.g. `/categories/{id}`. */
  categoryHref: (category: NavCategory) => string;
};
