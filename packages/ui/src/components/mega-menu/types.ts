/** A product as the header's menus show it: a thumbnail, a title and a price in rupees. */
export type NavProduct = {
  _id: string;
  title: string;
  price: number;
  /** A resolved image URL; a placeholder is shown when missing or broken. */
  image?: string | null;
};

/** A category with the products the menus list under it. */
export type NavCategory = {
  _id: string;
  name: string;
  /** The mega-menu's blurb; a default sentence is used when missing. */
  description?: string | null;
  products?: NavProduct[];
};

export const categoryHref = (category: NavCategory) => `/categories/${category._id}`;
export const productHref = (product: NavProduct) => `/product/${product._id}`;
