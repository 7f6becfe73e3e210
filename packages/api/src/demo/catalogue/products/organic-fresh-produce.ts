import type { DemoProduct } from '../types';

/** In a basket picture, `grainColour` is the colour of the vegetables among the leaves. */
export const freshProduceProducts: DemoProduct[] = [
  {
    key: 'fresh-moringa-leaves-250g',
    categoryKey: 'organic-fresh-produce',
    title: 'Fresh Moringa Leaves (250 g)',
    description:
      'Drumstick leaves picked on the morning of delivery at an organic farm near Dindigul, Tamil Nadu. Strip them from the stalks and use them in poriyal, dal and adai within two days.',
    price: 45,
    stock: 40,
    rating: 4.5,
    reviewCount: 118,
    createdDaysAgo: 1,
  },
  {
    key: 'organic-country-tomatoes-1kg',
    categoryKey: 'organic-fresh-produce',
    title: 'Organic Country Tomatoes (1 kg)',
    description:
      'Nattu thakkali from certified organic growers near Kolar, Karnataka. Tangier and softer than hybrid tomatoes, for rasam, chutney and curries.',
    price: 60,
    stock: 90,
    createdDaysAgo: 3,
    grainColour: '#c83a2c',
  },
  {
    key: 'organic-curry-leaves-100g',
    categoryKey: 'organic-fresh-produce',
    title: 'Organic Curry Leaves (100 g)',
    description:
      'Fresh curry leaf sprigs from an organic farm near Coimbatore. Wrap them in a paper towel and refrigerate; they keep for about a week.',
    price: 25,
    stock: 150,
    createdDaysAgo: 6,
  },
  {
    key: 'organic-ladies-finger-500g',
    categoryKey: 'organic-fresh-produce',
    title: 'Organic Ladies Finger (500 g)',
    description:
      'Tender okra from certified organic farms near Hosur, picked young at about 10 cm. Wipe it dry before cutting so it stays crisp when fried.',
    price: 49,
    stock: 70,
    rating: 4.2,
    reviewCount: 64,
    createdDaysAgo: 4,
    grainColour: '#6ea343',
  },
  {
    key: 'organic-ginger-250g',
    categoryKey: 'organic-fresh-produce',
    title: 'Organic Ginger (250 g)',
    description:
      'Fresh ginger from certified organic farms in Sikkim, with a thin skin that scrapes off with a spoon. For chai, ginger-garlic paste and pickles.',
    price: 55,
    stock: 85,
    rating: 4.4,
    reviewCount: 73,
    createdDaysAgo: 11,
    grainColour: '#d4a55e',
  },
  {
    key: 'ratnagiri-alphonso-mangoes-dozen',
    categoryKey: 'organic-fresh-produce',
    title: 'Ratnagiri Alphonso Mangoes (1 dozen)',
    description:
      'Hapus mangoes from orchards in Ratnagiri, Maharashtra, ripened in hay without carbide. In season from April to early June, and out of stock the rest of the year.',
    price: 1199,
    stock: 0,
    rating: 4.9,
    reviewCount: 356,
    createdDaysAgo: 120,
    grainColour: '#f2a516',
  },
  {
    key: 'organic-palak-250g',
    categoryKey: 'organic-fresh-produce',
    title: 'Organic Palak (250 g)',
    description:
      'Spinach from organic farms near Pune, washed once and packed with the roots trimmed. For palak paneer, dal palak and parathas.',
    price: 35,
    stock: 60,
    createdDaysAgo: 0,
  },
];
