/**
 * Demo data for the header's navigation stories: categories with their products (thumbnails
 * are inline SVG data URLs, so nothing touches the network), search suggestions, and a small
 * in-memory search that answers like the shop's API would.
 */
import { useState } from 'react';
import type { NavCategory, NavProduct, SearchSuggestion } from '@dhanya/ui';
import { grainImage, palettes } from './catalog-fixtures';

const thumb = (palette: (typeof palettes)[keyof typeof palettes]) => grainImage(palette, 112, 112);

const product = (
  _id: string,
  title: string,
  price: number,
  palette: (typeof palettes)[keyof typeof palettes] | null,
  priceFrom = false,
): NavProduct => ({ _id, title, price, priceFrom, image: palette && thumb(palette) });

export const riceProducts: NavProduct[] = [
  product('p-sona-masoori', 'Sona Masoori Rice 5 kg', 649, palettes.rice),
  product('p-basmati', 'Premium Aged Basmati Rice 1 kg', 189, palettes.basmati),
  product('p-kolam', 'Kolam Rice 10 kg', 1150, palettes.rice),
  product('p-brown-rice', 'Brown Rice 1 kg', 145, palettes.brown),
  // Sold in 1 kg and 5 kg packs: the menu shows "from" the cheaper.
  product('p-red-matta', 'Kerala Red Matta Rice', 118, palettes.brown, true),
];

export const pulseProducts: NavProduct[] = [
  product('p-toor-dal', 'Toor Dal 1 kg', 165, palettes.toor),
  product('p-moong-dal', 'Yellow Moong Dal 500 g', 89, palettes.moong),
  product('p-chana-dal', 'Chana Dal 1 kg', 110, palettes.chana),
  product('p-urad-dal', 'Whole Urad Dal 1 kg', 155, palettes.urad),
];

export const milletProducts: NavProduct[] = [
  product('p-ragi', 'Organic Ragi Flour 1 kg', 120, palettes.ragi),
  product('p-foxtail', 'Foxtail Millet 500 g', 95, palettes.millet),
  product('p-jowar', 'Jowar (Sorghum) 1 kg', 72, palettes.millet),
  product('p-barnyard', 'Barnyard Millet 500 g', 99, null),
];

/** Rice has 5 products (a second row in the mega-menu), Pulses 4, Organic Produce none. */
export const navCategories: NavCategory[] = [
  {
    _id: 'c-rice',
    name: 'Rice',
    description: 'Aged basmati, everyday sona masoori and unpolished heritage rice, milled in small batches.',
    products: riceProducts,
  },
  { _id: 'c-pulses', name: 'Pulses & Dals', products: pulseProducts },
  { _id: 'c-millets', name: 'Millets', products: milletProducts },
  {
    _id: 'c-spices',
    name: 'Spices',
    products: [product('p-chilli', 'Guntur Red Chilli Powder 200 g', 58, palettes.spice)],
  },
  { _id: 'c-organic', name: 'Organic Produce', products: [] },
];

export const longNameCategories: NavCategory[] = [
  {
    _id: 'c-heritage',
    name: 'Traditional Hand-Pounded Heritage Rice Varieties from Small Farms',
    products: [
      product(
        'p-long-title',
        'Traditional Hand-Pounded Unpolished Red Matta Rice from Palakkad, Naturally Sun-Dried, 5 kg Family Pack',
        123456.5,
        palettes.brown,
      ),
      ...riceProducts.slice(0, 3),
    ],
  },
  { _id: 'c-cold-pressed', name: 'Cold-Pressed Oils, Ghee and Natural Sweeteners', products: pulseProducts },
  { _id: 'c-sowing', name: 'Seeds for Sowing and Kitchen Gardening Essentials', products: milletProducts },
  ...navCategories,
];

/** Seven rice results: the search box shows only the first five. */
export const riceSuggestions: SearchSuggestion[] = [
  ...riceProducts,
  { _id: 'p-idli-rice', title: 'Idli Rice 5 kg' },
  { _id: 'p-rice-flour', title: 'Rice Flour 1 kg' },
].map(({ _id, title }) => ({ _id, title }));

const searchable: SearchSuggestion[] = [
  ...riceSuggestions,
  ...[...pulseProducts, ...milletProducts].map(({ _id, title }) => ({ _id, title })),
];

/** Answers a query like GET /api/product/search: titles containing the text, any case. */
export function searchCatalog(query: string): SearchSuggestion[] {
  const text = query.trim().toLowerCase();
  return text ? searchable.filter((item) => item.title.toLowerCase().includes(text)) : [];
}

/** State for a search box wired to the demo catalogue, reporting each query to `spy`. */
export function useDemoSearch(spy?: (query: string) => void) {
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  return {
    suggestions,
    onQueryChange: (query: string) => {
      spy?.(query);
      setSuggestions(searchCatalog(query));
    },
  };
}
