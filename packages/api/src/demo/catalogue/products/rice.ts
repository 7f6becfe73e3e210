import type { DemoProduct } from '../types';

export const riceProducts: DemoProduct[] = [
  {
    key: 'sona-masoori-rice-5kg',
    categoryKey: 'rice',
    title: 'Sona Masoori Rice (5 kg)',
    description:
      'A light medium-grain rice from the Krishna and Tungabhadra belts of Andhra Pradesh and Karnataka. Aged for six months and lightly polished, it cooks soft and separate for everyday rice, curd rice and pongal.',
    price: 449,
    stock: 240,
    rating: 4.8,
    reviewCount: 2847,
    bestSeller: true,
    createdDaysAgo: 118,
  },
  {
    key: 'aged-basmati-rice-5kg',
    categoryKey: 'rice',
    title: 'Aged Basmati Rice',
    description:
      'Long-grain basmati from the Punjab and Haryana plains, aged for a year so the grains lengthen on cooking and stay separate. For biryani, pulao and jeera rice.',
    price: 189,
    stock: 90,
    size: { label: '1 kg', netQuantity: 1, unit: 'kg' },
    morePacks: [{ label: '5 kg', netQuantity: 5, unit: 'kg', price: 849, stock: 120, mrp: 925 }],
    rating: 4.7,
    reviewCount: 1236,
    bestSeller: true,
    createdDaysAgo: 104,
  },
  {
    key: 'kerala-red-matta-rice-5kg',
    categoryKey: 'rice',
    title: 'Kerala Red Matta Rice (5 kg)',
    description:
      'Parboiled Palakkad matta rice with its red bran layer left on. Bold, chewy grains for sambar, fish curry and kanji; soak for 30 minutes before cooking.',
    price: 389,
    stock: 85,
    rating: 4.5,
    reviewCount: 312,
    specialOffer: { discountPercent: 10, expiresInDays: 30 },
    createdDaysAgo: 64,
    grainColour: '#b5654a',
  },
  {
    key: 'organic-brown-rice-1kg',
    categoryKey: 'rice',
    title: 'Organic Brown Rice (1 kg)',
    description:
      'Hand-pounded rice from certified organic farms in the Western Ghats of Karnataka. Only the husk is removed, so it takes about 40 minutes to cook.',
    price: 145,
    stock: 60,
    createdDaysAgo: 37,
    grainColour: '#c8a06a',
  },
  {
    key: 'ponni-boiled-rice-10kg',
    categoryKey: 'rice',
    title: 'Ponni Boiled Rice',
    description:
      'Parboiled Ponni from the Cauvery delta in Tamil Nadu, the rice for idli batter and daily meals. The 10 kg and 25 kg bags are for households that cook rice twice a day.',
    price: 339,
    stock: 60,
    size: { label: '5 kg', netQuantity: 5, unit: 'kg' },
    morePacks: [
      { label: '10 kg', netQuantity: 10, unit: 'kg', price: 649, stock: 140 },
      { label: '25 kg', netQuantity: 25, unit: 'kg', price: 1549, stock: 25, mrp: 1650 },
    ],
    createdDaysAgo: 96,
    grainColour: '#f3e6c4',
  },
  {
    key: 'manipur-black-rice-500g',
    categoryKey: 'rice',
    title: 'Manipur Black Rice, Chak-hao (500 g)',
    description:
      "Glutinous heirloom rice grown by smallholders in the Imphal valley. It cooks to a deep purple and is traditionally made into kheer. A small lot from this season's harvest.",
    price: 229,
    stock: 3,
    rating: 4.6,
    reviewCount: 88,
    createdDaysAgo: 5,
    grainColour: '#3a2233',
  },
  {
    key: 'gobindobhog-rice-1kg',
    categoryKey: 'rice',
    title: 'Gobindobhog Rice (1 kg)',
    description:
      'Short-grain aromatic rice from Burdwan in West Bengal, with a buttery fragrance. Used for payesh, khichuri and bhog.',
    price: 149,
    stock: 75,
    createdDaysAgo: 21,
  },
];
