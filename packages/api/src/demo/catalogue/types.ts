/** How a category's pictures are drawn: what holds the goods, and the shape of one grain. */
export type DemoVessel = 'bowl' | 'sack' | 'bottle' | 'basket';
export type DemoGrainShape = 'long' | 'round' | 'split' | 'nut' | 'cube' | 'leaf' | 'powder';

export interface DemoPalette {
  background: string;
  grain: string;
  accent: string;
}

export interface DemoCategory {
  /** A stable slug: seeds and fixtures refer to the category by it. */
  key: string;
  name: string;
  /** One line for the mega-menu. */
  blurb: string;
  palette: DemoPalette;
  drawing: { vessel: DemoVessel; grain: DemoGrainShape };
}

export interface DemoSpecialOffer {
  discountPercent: number;
  expiresInDays: number;
}

export interface DemoProduct {
  /** A stable slug, also the seed of the product's picture. */
  key: string;
  categoryKey: string;
  title: string;
  description: string;
  /** Rupees, at most two decimals (paise). */
  price: number;
  stock: number;
  rating?: number;
  reviewCount?: number;
  bestSeller?: true;
  specialOffer?: DemoSpecialOffer;
  /** Days before the seed run that the product was added: orders the new arrivals. */
  createdDaysAgo: number;
  /** The colour of this product's grains when it differs from its category's (red rice, green moong). */
  grainColour?: string;
}
