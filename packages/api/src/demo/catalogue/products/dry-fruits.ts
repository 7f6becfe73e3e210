import type { DemoProduct } from '../types';

export const dryFruitProducts: DemoProduct[] = [
  {
    key: 'california-almonds-500g',
    categoryKey: 'dry-fruits',
    title: 'California Almonds (500 g)',
    description:
      'Nonpareil almonds imported from California and packed in small lots at the shop. Soak overnight and peel, or use them in badam milk and halwa.',
    price: 499,
    stock: 160,
    rating: 4.6,
    reviewCount: 1085,
    bestSeller: true,
    createdDaysAgo: 94,
  },
  {
    key: 'whole-cashews-w320-500g',
    categoryKey: 'dry-fruits',
    title: 'Whole Cashews, W320 (500 g)',
    description:
      'W320-grade whole cashews processed in Panruti, Tamil Nadu. Creamy and crisp, for kaju katli, gravies and snacking.',
    price: 549,
    stock: 120,
    createdDaysAgo: 66,
    grainColour: '#ecd3a4',
  },
  {
    key: 'kashmiri-walnut-kernels-250g',
    categoryKey: 'dry-fruits',
    title: 'Kashmiri Walnut Kernels (250 g)',
    description:
      'Light halves from walnut orchards in Anantnag and Kupwara, Kashmir, shelled by hand. Keep them in the fridge once opened.',
    price: 399,
    stock: 50,
    rating: 4.3,
    reviewCount: 132,
    specialOffer: { discountPercent: 25, expiresInDays: 7 },
    createdDaysAgo: 31,
    grainColour: '#b98b55',
  },
  {
    key: 'green-raisins-500g',
    categoryKey: 'dry-fruits',
    title: 'Green Raisins (500 g)',
    description:
      'Long green raisins, shade-dried from Thompson Seedless grapes grown around Nashik and Sangli, Maharashtra. For kheer, pulao and trail mix.',
    price: 229,
    stock: 105,
    createdDaysAgo: 49,
    grainColour: '#a3943a',
  },
  {
    key: 'mithila-makhana-250g',
    categoryKey: 'dry-fruits',
    title: 'Mithila Makhana, Fox Nuts (250 g)',
    description:
      'Popped fox nuts from the ponds of Mithila in Bihar, large grade. Roast them with ghee and salt, or cook them in kheer.',
    price: 299,
    stock: 135,
    rating: 4.7,
    reviewCount: 721,
    bestSeller: true,
    createdDaysAgo: 24,
    grainColour: '#f7f1e3',
  },
  {
    key: 'dried-figs-anjeer-250g',
    categoryKey: 'dry-fruits',
    title: 'Dried Figs, Anjeer (250 g)',
    description:
      'Sun-dried figs imported from Afghanistan, soft and full of seeds. Eat them as they are, or soak and blend them into milkshakes and barfi.',
    price: 379,
    stock: 35,
    createdDaysAgo: 42,
    grainColour: '#9b6b45',
  },
];
