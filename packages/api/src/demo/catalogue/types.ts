/** How a category's pictures are drawn: what holds the goods, and the shape of one grain. */
export type DemoVessel = 'bowl' | 'sack' | 'bottle' | 'basket';
export type DemoGrainShape = 'long' | 'round' | 'split' | 'nut' | 'cube' | 'leaf' | 'powder';

interface DemoPalette {
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
  /** Its products' HSN code and GST rate (percent), for invoices. */
  gst: { hsnCode: string; rate: 0 | 5 | 12 | 18 };
}

interface DemoSpecialOffer {
  discountPercent: number;
  expiresInDays: number;
}

/** A size a demo product is sold in. */
export interface DemoPackSize {
  label: string;
  netQuantity: number;
  unit: 'g' | 'kg' | 'ml' | 'L' | 'piece';
}

export interface DemoPack extends DemoPackSize {
  /** Rupees, at most two decimals (paise). */
  price: number;
  stock: number;
  /** The maximum retail price on the pack, when above the price. */
  mrp?: number;
}

export interface DemoProduct {
  /** A stable slug, also the seed of the product's picture. */
  key: string;
  categoryKey: string;
  title: string;
  description: string;
  /** The default pack's price: rupees, at most two decimals (paise). */
  price: number;
  /** The default pack's stock. */
  stock: number;
  /** The default pack's size, when the title does not end with it ("… (5 kg)"). */
  size?: DemoPackSize;
  /** Packs after the default one, smallest first. */
  morePacks?: DemoPack[];
  rating?: number;
  reviewCount?: number;
  bestSeller?: true;
  specialOffer?: DemoSpecialOffer;
  /** Days before the seed run that the product was added: orders the new arrivals. */
  createdDaysAgo: number;
  /** The colour of this product's grains when it differs from its category's (red rice, green moong). */
  grainColour?: string;
}
