import type { DemoProduct } from '../types';

export const milletAndGrainProducts: DemoProduct[] = [
  {
    key: 'foxtail-millet-1kg',
    categoryKey: 'millets-and-grains',
    title: 'Foxtail Millet (1 kg)',
    description:
      'Thinai from rain-fed farms in Andhra Pradesh and Tamil Nadu, dehusked and cleaned three times. Cook it like rice, one cup to two and a half cups of water, or use it in upma and pongal.',
    price: 139,
    stock: 180,
    rating: 4.7,
    reviewCount: 964,
    bestSeller: true,
    createdDaysAgo: 88,
  },
  {
    key: 'little-millet-1kg',
    categoryKey: 'millets-and-grains',
    title: 'Little Millet, Samai (1 kg)',
    description:
      'Small-grained samai from the Javadhu hills of Tamil Nadu. It cooks in about 15 minutes and takes the place of rice in lemon rice and khichdi.',
    price: 149,
    stock: 95,
    rating: 4.5,
    reviewCount: 214,
    specialOffer: { discountPercent: 15, expiresInDays: 21 },
    createdDaysAgo: 52,
  },
  {
    key: 'kodo-millet-1kg',
    categoryKey: 'millets-and-grains',
    title: 'Kodo Millet, Varagu (1 kg)',
    description:
      'Varagu from dryland farms of Madhya Pradesh, dehusked in small batches. Soak for an hour before cooking for a softer grain.',
    price: 159,
    stock: 70,
    createdDaysAgo: 45,
    grainColour: '#c9a46a',
  },
  {
    key: 'barnyard-millet-1kg',
    categoryKey: 'millets-and-grains',
    title: 'Barnyard Millet, Sanwa (1 kg)',
    description:
      'Sanwa from the hills of Uttarakhand, widely eaten on fasting days. It makes a quick khichdi or kheer.',
    price: 169,
    stock: 55,
    createdDaysAgo: 17,
    grainColour: '#efe0b9',
  },
  {
    key: 'finger-millet-ragi-1kg',
    categoryKey: 'millets-and-grains',
    title: 'Finger Millet, Ragi (1 kg)',
    description:
      "Whole ragi from Karnataka's Tumakuru district, cleaned and sun-dried. Sprout it, grind it for ragi mudde, or roast it for malt.",
    price: 89,
    stock: 210,
    rating: 4.6,
    reviewCount: 402,
    createdDaysAgo: 79,
    grainColour: '#8b4a2b',
  },
  {
    key: 'pearl-millet-bajra-1kg',
    categoryKey: 'millets-and-grains',
    title: 'Pearl Millet, Bajra (1 kg)',
    description:
      "Bajra from Rajasthan's Barmer and Jodhpur districts, harvested after the monsoon. Grind it fresh for bajra rotis or cook it whole in khichdi.",
    price: 69,
    stock: 160,
    createdDaysAgo: 70,
    grainColour: '#9c9a86',
  },
  {
    key: 'sorghum-jowar-1kg',
    categoryKey: 'millets-and-grains',
    title: 'Sorghum, Jowar (1 kg)',
    description:
      'White jowar from Solapur in Maharashtra, the grain behind jowar bhakri. Cleaned and graded: grind it into flour or pop it like corn.',
    price: 79,
    stock: 130,
    createdDaysAgo: 99,
    grainColour: '#f1e6cf',
  },
];
