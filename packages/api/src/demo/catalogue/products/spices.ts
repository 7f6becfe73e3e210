import type { DemoProduct } from '../types';

export const spiceProducts: DemoProduct[] = [
  {
    key: 'kashmiri-red-chilli-powder-200g',
    categoryKey: 'spices',
    title: 'Kashmiri Red Chilli Powder (200 g)',
    description:
      'A mild, deep-red powder ground from sun-dried Kashmiri-variety chillies. It gives tandoori dishes and rogan josh their colour without much heat.',
    price: 129,
    stock: 175,
    rating: 4.8,
    reviewCount: 1120,
    bestSeller: true,
    createdDaysAgo: 101,
  },
  {
    key: 'lakadong-turmeric-powder-200g',
    categoryKey: 'spices',
    title: 'Lakadong Turmeric Powder (200 g)',
    description:
      "Turmeric from the Lakadong area of Meghalaya's Jaintia Hills, sliced, sun-dried and ground in small lots. A deep orange colour that goes a long way in dal and sabzi.",
    price: 149,
    stock: 95,
    rating: 4.7,
    reviewCount: 538,
    createdDaysAgo: 26,
    grainColour: '#e8a317',
  },
  {
    key: 'whole-cumin-jeera-100g',
    categoryKey: 'spices',
    title: 'Whole Cumin, Jeera (100 g)',
    description:
      'Bold cumin seeds from the Unjha market in Gujarat, machine-cleaned to remove stalks and dust. Temper in hot oil or ghee for jeera rice and dals.',
    price: 75,
    stock: 260,
    createdDaysAgo: 86,
    grainColour: '#8a6a44',
  },
  {
    key: 'coriander-powder-200g',
    categoryKey: 'spices',
    title: 'Coriander Powder (200 g)',
    description:
      'Ground from Rajasthani coriander seed bought at Ramganj Mandi, in small batches so the aroma stays. The base of most curries.',
    price: 58.5,
    stock: 190,
    createdDaysAgo: 68,
    grainColour: '#a9945a',
  },
  {
    key: 'green-cardamom-8mm-50g',
    categoryKey: 'spices',
    title: 'Green Cardamom, 8 mm (50 g)',
    description:
      'Bold green pods from the Idukki cardamom hills in Kerala, graded at 8 mm. Crush a couple into chai, kheer or biryani.',
    price: 169,
    stock: 70,
    rating: 4.6,
    reviewCount: 265,
    createdDaysAgo: 38,
    grainColour: '#7c9a4b',
  },
  {
    key: 'malabar-black-pepper-100g',
    categoryKey: 'spices',
    title: 'Malabar Black Pepper, Whole (100 g)',
    description: 'Sun-dried peppercorns from Wayanad in Kerala. Grind them fresh over rasam, eggs and salads.',
    price: 109,
    stock: 130,
    rating: 4.4,
    reviewCount: 147,
    createdDaysAgo: 19,
    grainColour: '#2f2620',
  },
  {
    key: 'home-style-garam-masala-100g',
    categoryKey: 'spices',
    title: 'Home-Style Garam Masala (100 g)',
    description:
      'Cumin, coriander, black pepper, cardamom, cinnamon, cloves and bay leaf, roasted and ground at the shop every week. Add a pinch at the end of cooking.',
    price: 89,
    stock: 110,
    createdDaysAgo: 2,
    grainColour: '#6e4a2f',
  },
];
