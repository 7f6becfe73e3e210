/**
 * Demo catalogue for stories: products, categories and images drawn as inline SVG data URLs,
 * so no story touches the network. Prices are in rupees, as the shop's API sends them.
 */
import type { CategorySummary, ProductSummary } from '@dhanya/ui';

/** An image URL that 404s, for the broken-image (placeholder) stories. */
export const brokenImageSrc = '/missing/product-image-404.jpg';

type Palette = { background: string; heap: string; grain: string };

export const palettes = {
  rice: { background: '#f3ead7', heap: '#fbf8f1', grain: '#e5dccb' },
  basmati: { background: '#e9e2cf', heap: '#fffdf6', grain: '#d9ccab' },
  toor: { background: '#fbe7b5', heap: '#f2b437', grain: '#d8901a' },
  moong: { background: '#e1efcf', heap: '#d9d26b', grain: '#a6ad3b' },
  ragi: { background: '#ead8cc', heap: '#8b4f3b', grain: '#6d3a2a' },
  millet: { background: '#f6efcf', heap: '#e8cf73', grain: '#c9a944' },
  chana: { background: '#fdebc4', heap: '#e9b04f', grain: '#c98a2b' },
  brown: { background: '#eadfd2', heap: '#b88a5e', grain: '#95693f' },
  urad: { background: '#e8e8e8', heap: '#f5f3ee', grain: '#3a3a3a' },
  spice: { background: '#fbe1d6', heap: '#d2502a', grain: '#a83a1b' },
} satisfies Record<string, Palette>;

/** A bowl heaped with grains, as an SVG data URL (`width` × `height` px). */
export function grainImage(palette: Palette, width = 440, height = 360): string {
  let seed = palette.heap.length * 97 + palette.grain.charCodeAt(1);
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const grains = Array.from({ length: 70 }, () => {
    const x = 120 + random() * 200;
    const y = 150 + random() * 70 - Math.max(0, 40 - Math.abs(x - 220) / 3);
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="7" ry="3" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${palette.grain}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 360" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
<rect width="440" height="360" fill="${palette.background}"/>
<ellipse cx="220" cy="300" rx="160" ry="22" fill="#000" opacity="0.08"/>
<path d="M80 200 Q220 60 360 200 Z" fill="${palette.heap}"/>${grains}
<path d="M60 200 H380 Q370 300 220 300 Q70 300 60 200 Z" fill="#8a5a35"/>
<path d="M60 200 H380 Q378 220 370 232 H70 Q62 220 60 200 Z" fill="#a06c43"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export type DemoProduct = ProductSummary & {
  image: string | null;
  compareAtPrice?: number;
  rating?: number;
  reviewCount?: number;
};

const product = (
  _id: string,
  title: string,
  price: number,
  palette: Palette | null,
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({ _id, title, price, image: palette && grainImage(palette), ...extra });

export const sonaMasoori = product('p-sona-masoori', 'Sona Masoori Rice 5 kg', 649, palettes.rice, {
  rating: 4.8,
  reviewCount: 2847,
});
export const basmati = product('p-basmati', 'Premium Aged Basmati Rice 1 kg', 189, palettes.basmati, {
  compareAtPrice: 229,
});

export const products: DemoProduct[] = [
  sonaMasoori,
  basmati,
  product('p-toor-dal', 'Toor Dal 1 kg', 165, palettes.toor, { rating: 4.3, reviewCount: 312 }),
  product('p-moong-dal', 'Yellow Moong Dal 500 g', 89, palettes.moong),
  product('p-ragi', 'Organic Ragi Flour 1 kg', 120, palettes.ragi, { compareAtPrice: 140 }),
  product('p-kolam', 'Kolam Rice 10 kg', 1150, palettes.rice),
  product('p-chana-dal', 'Chana Dal 1 kg', 110, palettes.chana),
  product('p-foxtail', 'Foxtail Millet 500 g', 95, palettes.millet),
  product('p-brown-rice', 'Brown Rice 1 kg', 145, palettes.brown),
  product('p-urad-dal', 'Whole Urad Dal 1 kg', 155, palettes.urad),
  product('p-jowar', 'Jowar (Sorghum) 1 kg', 72, palettes.millet),
  product('p-chilli', 'Guntur Red Chilli Powder 200 g', 58, palettes.spice),
];

export const longTitleProduct: DemoProduct = product(
  'p-long-title',
  'Traditional Hand-Pounded Unpolished Red Matta Rice from Palakkad, Naturally Sun-Dried, 5 kg Family Pack',
  123456.5,
  palettes.brown,
);

export const noImageProduct: DemoProduct = product('p-no-image', 'Barnyard Millet 500 g', 99, null);

export const brokenImageProduct: DemoProduct = {
  ...product('p-broken', 'Kodo Millet 500 g', 110, null),
  image: brokenImageSrc,
};

export type DemoCategory = CategorySummary & { image: string | null };

const category = (_id: string, name: string, palette: Palette | null): DemoCategory => ({
  _id,
  name,
  image: palette && grainImage(palette, 240, 240),
});

/** Eleven categories: on screens 1200 px and wider the 10th and 11th are hidden. */
export const categories: DemoCategory[] = [
  category('c-rice', 'Rice', palettes.rice),
  category('c-pulses', 'Pulses & Dals', palettes.toor),
  category('c-millets', 'Millets', palettes.millet),
  category('c-flours', 'Flours', palettes.ragi),
  category('c-organic', 'Organic Produce', palettes.moong),
  category('c-spices', 'Spices', palettes.spice),
  category('c-heritage', 'Traditional Hand-Pounded Heritage Rice Varieties', palettes.brown),
  category('c-urad', 'Whole Grains', palettes.urad),
  category('c-basmati', 'Basmati', palettes.basmati),
  category('c-chana', 'Gram & Besan', palettes.chana),
  category('c-seeds', 'Seeds for Sowing', null),
];
