/**
 * Demo packs for the pack stories: one product sold in several sizes, each with its own
 * price and stock. Prices are in rupees, as the shop's API sends them; `price` is what the
 * shopper pays (the API's `effectivePrice`) and `compareAtPrice` the MRP or pre-offer price.
 */
import type { PackOption } from '@dhanya/ui';

export const basmatiHalfKilo: PackOption = {
  id: 'pk-basmati-500g',
  label: '500 g',
  price: 62.5,
  netQuantity: 500,
  unit: 'g',
  stock: 40,
};

export const basmatiKilo: PackOption = {
  id: 'pk-basmati-1kg',
  label: '1 kg',
  price: 120,
  netQuantity: 1,
  unit: 'kg',
  stock: 0,
};

export const basmatiFiveKilo: PackOption = {
  id: 'pk-basmati-5kg',
  label: '5 kg',
  price: 549,
  compareAtPrice: 600,
  netQuantity: 5,
  unit: 'kg',
  stock: 8,
};

/** Aged Basmati Rice: 500 g, 1 kg (out of stock) and 5 kg (on offer). */
export const basmatiPacks: PackOption[] = [basmatiHalfKilo, basmatiKilo, basmatiFiveKilo];

/** Groundnut oil in six sizes, from a 200 ml bottle to a 15 L tin. */
export const oilPacks: PackOption[] = [
  { id: 'pk-oil-200ml', label: '200 ml', price: 50, netQuantity: 200, unit: 'ml', stock: 30 },
  { id: 'pk-oil-500ml', label: '500 ml', price: 115, netQuantity: 500, unit: 'ml', stock: 24 },
  { id: 'pk-oil-1l', label: '1 L', price: 210, compareAtPrice: 235, netQuantity: 1, unit: 'L', stock: 18 },
  { id: 'pk-oil-2l', label: '2 L', price: 405, netQuantity: 2, unit: 'L', stock: 0 },
  { id: 'pk-oil-5l', label: '5 L', price: 985, netQuantity: 5, unit: 'L', stock: 6 },
  { id: 'pk-oil-15l', label: '15 L tin', price: 2850, netQuantity: 15, unit: 'L', stock: 2 },
];

/** Eggs by the piece: a tray of 6 and of 30. */
export const eggPacks: PackOption[] = [
  { id: 'pk-eggs-6', label: '6 eggs', price: 54, netQuantity: 6, unit: 'piece', stock: 20 },
  { id: 'pk-eggs-30', label: 'Tray of 30', price: 255, netQuantity: 30, unit: 'piece', stock: 5 },
];

/** Packs whose names run long: they wrap inside their cards. */
export const longLabelPacks: PackOption[] = [
  {
    id: 'pk-atta-family',
    label: 'Family value pack (4 × 5 kg resealable bags)',
    price: 1099,
    compareAtPrice: 1240,
    netQuantity: 20,
    unit: 'kg',
    stock: 3,
  },
  {
    id: 'pk-atta-festival',
    label: 'Festival gift hamper with cloth bag, 10 kg',
    price: 649,
    netQuantity: 10,
    unit: 'kg',
    stock: 0,
  },
  { id: 'pk-atta-5kg', label: '5 kg', price: 289, netQuantity: 5, unit: 'kg', stock: 12 },
];
