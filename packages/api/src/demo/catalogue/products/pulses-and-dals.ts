import type { DemoProduct } from '../types';

export const pulseAndDalProducts: DemoProduct[] = [
  {
    key: 'organic-toor-dal-1kg',
    categoryKey: 'pulses-and-dals',
    title: 'Organic Toor Dal',
    description:
      'Unpolished arhar dal from certified organic farms around Kalaburagi in Karnataka. Split without oil or water polishing, so it cooks evenly for sambar and dal tadka.',
    price: 105,
    stock: 140,
    size: { label: '500 g', netQuantity: 500, unit: 'g' },
    morePacks: [
      { label: '1 kg', netQuantity: 1, unit: 'kg', price: 199, stock: 220 },
      { label: '5 kg', netQuantity: 5, unit: 'kg', price: 949, stock: 0 },
    ],
    rating: 4.7,
    reviewCount: 1583,
    bestSeller: true,
    createdDaysAgo: 110,
  },
  {
    key: 'yellow-moong-dal-1kg',
    categoryKey: 'pulses-and-dals',
    title: 'Yellow Moong Dal (1 kg)',
    description:
      'Split and dehulled green gram from Rajasthan. It cooks in about 20 minutes without soaking; for khichdi, moong dal halwa and pesarattu.',
    price: 159,
    stock: 190,
    rating: 4.6,
    reviewCount: 842,
    bestSeller: true,
    createdDaysAgo: 92,
    grainColour: '#f5d45e',
  },
  {
    key: 'masoor-dal-1kg',
    categoryKey: 'pulses-and-dals',
    title: 'Masoor Dal (1 kg)',
    description:
      'Split red lentils from Madhya Pradesh that turn golden when cooked. A quick weeknight dal, ready in 15 minutes.',
    price: 119,
    stock: 150,
    createdDaysAgo: 58,
    grainColour: '#e07b39',
  },
  {
    key: 'urad-dal-gota-1kg',
    categoryKey: 'pulses-and-dals',
    title: 'Urad Dal Gota (1 kg)',
    description:
      'Whole dehulled black gram from Andhra Pradesh, the dal for idli and dosa batter and medu vada. Sorted to remove broken pieces.',
    price: 165,
    stock: 115,
    createdDaysAgo: 41,
    grainColour: '#f4efe2',
  },
  {
    key: 'chana-dal-1kg',
    categoryKey: 'pulses-and-dals',
    title: 'Chana Dal (1 kg)',
    description:
      'Split Bengal gram from Madhya Pradesh. Use it in dal, in tempering for South Indian dishes, or soak and grind it for vadas.',
    price: 105,
    stock: 170,
    createdDaysAgo: 83,
    grainColour: '#e9b949',
  },
  {
    key: 'kabuli-chana-1kg',
    categoryKey: 'pulses-and-dals',
    title: 'Kabuli Chana (1 kg)',
    description:
      "Large white chickpeas, 12 mm grade, from Maharashtra's Vidarbha region. Soak overnight for chole or salads.",
    price: 169,
    stock: 100,
    rating: 4.4,
    reviewCount: 187,
    createdDaysAgo: 28,
    grainColour: '#e8cf9c',
  },
  {
    key: 'jammu-rajma-1kg',
    categoryKey: 'pulses-and-dals',
    title: 'Jammu Rajma (1 kg)',
    description:
      'Small red kidney beans from the hills of Jammu, known for cooking creamy. Soak for eight hours and pressure-cook for rajma chawal.',
    price: 215,
    stock: 65,
    rating: 4.6,
    reviewCount: 233,
    specialOffer: { discountPercent: 12, expiresInDays: 14 },
    createdDaysAgo: 12,
    grainColour: '#8e2f2a',
  },
];
