import type { DemoProduct } from '../types';

export const jaggeryAndSweetenerProducts: DemoProduct[] = [
  {
    key: 'kolhapur-jaggery-cubes-1kg',
    categoryKey: 'jaggery-and-sweeteners',
    title: 'Kolhapur Jaggery Cubes (1 kg)',
    description:
      'Sugarcane juice boiled down in open pans in Kolhapur, Maharashtra, clarified with plant mucilage instead of chemicals and set into bite-size cubes.',
    price: 129,
    stock: 140,
    rating: 4.6,
    reviewCount: 301,
    createdDaysAgo: 81,
  },
  {
    key: 'jaggery-powder-1kg',
    categoryKey: 'jaggery-and-sweeteners',
    title: 'Jaggery Powder (1 kg)',
    description:
      'Granulated jaggery from the same Kolhapur makers, sieved to a fine, free-flowing powder. It dissolves quickly in tea, payasam and batters.',
    price: 139,
    stock: 100,
    rating: 4.4,
    reviewCount: 178,
    specialOffer: { discountPercent: 10, expiresInDays: 60 },
    createdDaysAgo: 35,
    grainColour: '#c58a45',
  },
  {
    key: 'palm-jaggery-karupatti-500g',
    categoryKey: 'jaggery-and-sweeteners',
    title: 'Palm Jaggery, Karupatti (500 g)',
    description:
      'Made from the sap of palmyra palms around Tiruchendur, Tamil Nadu, and set in coconut-shell moulds. Dark and smoky, for panagam, filter coffee and sweets.',
    price: 229,
    stock: 45,
    createdDaysAgo: 16,
    grainColour: '#5a3420',
  },
  {
    key: 'raw-forest-honey-500g',
    categoryKey: 'jaggery-and-sweeteners',
    title: 'Raw Forest Honey (500 g)',
    description:
      'Multiflora honey gathered by tribal collectors in the Nilgiri hills, strained but not heated. It may crystallise in winter; warm the jar gently to loosen it.',
    price: 349,
    stock: 55,
    rating: 4.5,
    reviewCount: 244,
    createdDaysAgo: 8,
    grainColour: '#d88a14',
  },
  {
    key: 'khandsari-sugar-1kg',
    categoryKey: 'jaggery-and-sweeteners',
    title: 'Khandsari Sugar (1 kg)',
    description:
      'Unrefined sugar made in small khandsari units in western Uttar Pradesh, light golden in colour. Use it one-for-one in place of white sugar.',
    price: 99,
    stock: 75,
    createdDaysAgo: 57,
    grainColour: '#ead8a8',
  },
];
