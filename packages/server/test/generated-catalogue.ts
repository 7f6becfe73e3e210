import type { Database } from '../src/db/database.js';
import { categories, products } from '../src/db/schema.js';

/**
 * A made-up catalogue of any size, the same on every run (seeded), and what a shopper types
 * into its search: for the search tests and bench/catalog.bench.ts.
 */

export const grains = [
  'Basmati Rice',
  'Sona Masoori Rice',
  'Ponni Rice',
  'Red Matta Rice',
  'Brown Rice',
  'Jeerakasala Rice',
  'Toor Dal',
  'Moong Dal',
  'Chana Dal',
  'Urad Dal',
  'Masoor Dal',
  'Rajma',
  'Kabuli Chana',
  'Ragi Flour',
  'Jowar Flour',
  'Bajra Flour',
  'Whole Wheat Atta',
  'Besan',
  'Rice Flour',
  'Foxtail Millet',
  'Little Millet',
  'Kodo Millet',
  'Barnyard Millet',
  'Pearl Millet',
  'Turmeric Powder',
  'Red Chilli Powder',
  'Coriander Seeds',
  'Cumin Seeds',
  'Black Pepper',
  'Cardamom',
  'Groundnut Oil',
  'Sesame Oil',
  'Coconut Oil',
  'Mustard Oil',
  'Desi Ghee',
  'Cashew Nuts',
  'Almonds',
  'Raisins',
  'Dates',
  'Walnuts',
  'Jaggery',
  'Palm Jaggery',
  'Honey',
];
export const qualities = [
  'Organic',
  'Premium',
  'Aged',
  'Hand-pounded',
  'Cold Pressed',
  'Stone Ground',
  'Farm Fresh',
  'Classic',
];
const packs = ['250 g', '500 g', '1 kg', '2 kg', '5 kg', '10 kg', '1 L', '5 L'];
export const places = ['Raichur', 'Mandya', 'Dehradun', 'Thanjavur', 'Palakkad', 'Nashik', 'Guntur', 'Erode', 'Idukki'];
export const phrases = [
  'grown without pesticides',
  'sun dried on the farm',
  'cleaned and sorted by hand',
  'packed the week it was milled',
  'from a farmer collective',
  'rich in fibre',
  'a pantry staple',
  'slow roasted',
  'unpolished',
  'naturally sweet',
];
const categoryNames = ['Rice', 'Pulses and Dals', 'Flours', 'Millets', 'Spices', 'Oils', 'Dry Fruits', 'Sweeteners'];

/** A small seeded generator, so every run sees the same catalogue and queries. */
export function seededRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

export type Random = ReturnType<typeof seededRandom>;

/** Stored picture file names to share out, in turn (none: products and categories have no picture). */
type SharedImages = readonly string[];

const sharedImage = (images: SharedImages, index: number) => images[index % images.length] ?? null;

export function generatedProduct(
  index: number,
  categoryIds: string[],
  { next, pick }: Random,
  images: SharedImages = [],
) {
  const grain = pick(grains);
  return {
    title: `${pick(qualities)} ${grain} ${pick(packs)}`,
    description: `${grain} from ${pick(places)}, ${pick(phrases)} and ${pick(phrases)}. Lot ${index}.`,
    quantity: Math.floor(next() * 200),
    pricePaise: 2_000 + Math.floor(next() * 200_000),
    categoryId: pick(categoryIds),
    image: sharedImage(images, index),
  };
}

/**
 * Categories number `from` to `from + count` (exclusive), inserted; their ids. The eight names
 * come first, then again with a number ("Rice 2").
 */
export async function addCategories(
  db: Database,
  {
    from = 0,
    count = categoryNames.length,
    images = [],
  }: { from?: number; count?: number; images?: SharedImages } = {},
): Promise<string[]> {
  const names = Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const round = Math.floor(index / categoryNames.length);
    return `${categoryNames[index % categoryNames.length]!}${round ? ` ${round + 1}` : ''}`;
  });
  const rows = await db
    .insert(categories)
    .values(names.map((name, index) => ({ name, image: sharedImage(images, index) })))
    .returning({ id: categories.id });
  return rows.map((row) => row.id);
}

/** Inserts products number `from` to `to` (exclusive), 500 to a statement, sharing out `images`. */
export async function addProducts(
  db: Database,
  from: number,
  to: number,
  categoryIds: string[],
  random: Random,
  images: SharedImages = [],
) {
  for (let start = from; start < to; start += 500) {
    const batch = [];
    for (let index = start; index < Math.min(start + 500, to); index++) {
      batch.push(generatedProduct(index, categoryIds, random, images));
    }
    await db.insert(products).values(batch);
  }
}

/** A word with one letter doubled or dropped. */
export function typo(word: string, { next }: Random): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  return next() < 0.5 ? word.slice(0, at) + word[at] + word.slice(at) : word.slice(0, at) + word.slice(at + 1);
}

/** What a shopper types: words, prefixes, two words, typos, places, and things the shop lacks. */
export function searchQueries(count: number, random: Random): string[] {
  const { next, pick } = random;
  const words = [
    ...new Set([...grains, ...qualities, ...places].flatMap((text) => text.toLowerCase().split(/[\s-]+/))),
  ].filter((word) => word.length > 2);
  const queries = new Set<string>(['basmatti', 'jagery', 'turmric', 'rice & dal', '100%', "' OR 1=1 --", 'xylophone']);
  while (queries.size < count) {
    const word = pick(words);
    const kind = next();
    if (kind < 0.3) queries.add(word);
    else if (kind < 0.5) queries.add(typo(word, random));
    else if (kind < 0.65) queries.add(word.slice(0, 3 + Math.floor(next() * 3)));
    else if (kind < 0.85) queries.add(`${word} ${pick(words)}`);
    else queries.add(`${pick(phrases).split(' ').slice(0, 2).join(' ')}`);
  }
  return [...queries];
}
