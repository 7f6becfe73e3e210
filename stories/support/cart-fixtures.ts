/**
 * Demo cart for the cart and checkout stories. Images are inline SVG data URLs, so no story
 * touches the network; prices are in rupees, as the shop's API sends them.
 */
import type { CartCheckoutRequest } from '@dhanya/api';

/** A sack of grain in the given colours, as an SVG data URL. */
export function sackImage(background: string, sack: string, grain: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<rect width="96" height="96" fill="${background}"/>
<path d="M26 30 Q48 20 70 30 L76 80 Q48 88 20 80 Z" fill="${sack}"/>
<ellipse cx="48" cy="32" rx="20" ry="7" fill="${grain}"/>
<path d="M34 58 H62" stroke="${grain}" stroke-width="4" stroke-linecap="round"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A data URL that never decodes, so the image's error path runs without a request. */
export const brokenImageSrc = 'data:image/png;base64,bm90IGFuIGltYWdl';

export type CartLineFixture = {
  id: string;
  title: string;
  description: string;
  image: string | null;
  unitPrice: number;
  quantity: number;
  maxQuantity?: number;
};

export const sonaMasooriLine: CartLineFixture = {
  id: 'p-sona-masoori',
  title: 'Sona Masoori Rice (5 kg)',
  description: 'Aged, lightweight and aromatic rice from Raichur, ideal for everyday meals.',
  image: sackImage('#f3ead7', '#e6d3a8', '#fbf8f1'),
  unitPrice: 649,
  quantity: 2,
  maxQuantity: 10,
};

export const toorDalLine: CartLineFixture = {
  id: 'p-toor-dal',
  title: 'Organic Toor Dal (1 kg)',
  description: 'Unpolished pigeon peas, stone-ground and sun-dried.',
  image: sackImage('#fbe7b5', '#c98a2b', '#f2b437'),
  unitPrice: 189.5,
  quantity: 1,
  maxQuantity: 25,
};

export const brokenImageLine: CartLineFixture = {
  id: 'p-ragi',
  title: 'Ragi Flour (1 kg)',
  description: 'Finger millet flour, rich in calcium.',
  image: brokenImageSrc,
  unitPrice: 95,
  quantity: 3,
};

export const noImageLine: CartLineFixture = {
  id: 'p-jowar',
  title: 'Jowar (2 kg)',
  description: 'Whole sorghum grains.',
  image: null,
  unitPrice: 140,
  quantity: 1,
};

export const longTextLine: CartLineFixture = {
  id: 'p-basmati-long',
  title:
    'Traditional Hand-Pounded Extra-Long-Grain Aged Basmati Rice from the Foothills of the Himalayas, Premium Family Pack (25 kg)',
  description:
    'Harvested by smallholder farmers, aged for two full years in jute sacks to deepen its aroma, hand-pounded to keep the bran layer, cleaned three times and packed without any preservatives. Cooks fluffy and separate, perfect for biryani, pulao and festive meals with the whole family.',
  image: sackImage('#e9e2cf', '#d9ccab', '#fffdf6'),
  unitPrice: 123456,
  quantity: 1,
};

export const cartLines = [sonaMasooriLine, toorDalLine];

/** The sum of the demo cart's line prices. */
export const cartSubtotal = cartLines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/** What a shopper types into the checkout dialog's required fields. */
export const requiredCheckoutInput = {
  'First Name': 'Asha',
  Address: '12 Market Road, Saraswathipuram',
  City: 'Mysuru',
  State: 'Karnataka',
  ZIP: '570009',
};

export const checkoutValuesWithUpi: CartCheckoutRequest = {
  paymentType: 'upi',
  firstName: 'Asha',
  lastName: '',
  address: '12 Market Road, Saraswathipuram',
  address2: '',
  city: 'Mysuru',
  state: 'Karnataka',
  zip: '570009',
};
