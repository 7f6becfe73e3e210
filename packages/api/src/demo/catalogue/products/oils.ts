import type { DemoProduct } from '../types';

export const oilProducts: DemoProduct[] = [
  {
    key: 'cold-pressed-groundnut-oil-1l',
    categoryKey: 'oils',
    title: 'Cold-Pressed Groundnut Oil',
    description:
      'Pressed in a wooden ghani from groundnuts grown in Saurashtra, Gujarat, then left to settle and filtered through cloth. Unrefined, with a nutty taste for everyday cooking and frying.',
    price: 329,
    stock: 150,
    size: { label: '1 L', netQuantity: 1, unit: 'L' },
    morePacks: [{ label: '5 L', netQuantity: 5, unit: 'L', price: 1549, stock: 40, mrp: 1650 }],
    rating: 4.7,
    reviewCount: 1342,
    bestSeller: true,
    createdDaysAgo: 107,
  },
  {
    key: 'cold-pressed-sesame-oil-1l',
    categoryKey: 'oils',
    title: 'Cold-Pressed Sesame Oil, Gingelly (1 L)',
    description:
      'Wood-pressed from sesame seed with a little palm jaggery, the way it is done in Tamil Nadu. For kuzhambu, pickles and tempering.',
    price: 459,
    stock: 80,
    rating: 4.6,
    reviewCount: 389,
    specialOffer: { discountPercent: 15, expiresInDays: 45 },
    createdDaysAgo: 73,
    grainColour: '#c98a1e',
  },
  {
    key: 'cold-pressed-coconut-oil-1l',
    categoryKey: 'oils',
    title: 'Cold-Pressed Coconut Oil (1 L)',
    description:
      "Pressed from sun-dried copra from Kerala's Kozhikode district. It turns solid below 24 °C; stand the bottle in warm water to melt it.",
    price: 399,
    stock: 110,
    createdDaysAgo: 55,
    grainColour: '#f6efd9',
  },
  {
    key: 'kachi-ghani-mustard-oil-1l',
    categoryKey: 'oils',
    title: 'Kachi Ghani Mustard Oil (1 L)',
    description:
      'Cold-pressed from mustard seed grown around Bharatpur, Rajasthan. Pungent and sharp: the oil for Bengali fish curries, achaar and sarson ka saag.',
    price: 199,
    stock: 140,
    rating: 4.5,
    reviewCount: 276,
    createdDaysAgo: 89,
    grainColour: '#d99a0b',
  },
  {
    key: 'cold-pressed-sunflower-oil-1l',
    categoryKey: 'oils',
    title: 'Cold-Pressed Sunflower Oil (1 L)',
    description:
      'Pressed from sunflower seed grown in north Karnataka and filtered, not refined. Light in taste, for sautéing and baking.',
    price: 299,
    stock: 60,
    createdDaysAgo: 14,
    grainColour: '#eccf55',
  },
  {
    key: 'virgin-coconut-oil-500ml',
    categoryKey: 'oils',
    title: 'Virgin Coconut Oil (500 ml)',
    description:
      'Made from fresh coconut milk rather than dried copra, by a farmers’ cooperative in Thrissur, Kerala. A mild coconut aroma, for cooking and for oiling hair.',
    price: 349,
    stock: 40,
    createdDaysAgo: 7,
    grainColour: '#f9f4e4',
  },
];
