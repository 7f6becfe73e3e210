import { typo, type Random } from '../test/generated-catalogue.js';

/**
 * `count` different texts a shopper might type about these products, none twice: words, words
 * with a typo, the first letters of a word, two words (one perhaps misspelt).
 */
export function uniqueQueries(texts: readonly string[], count: number, seed: number): string[] {
  const words = [...new Set(texts.flatMap((text) => text.toLowerCase().match(/[a-z]{3,}/g) ?? []))];
  const random = longRandom(seed);
  const { next, pick } = random;
  const queries = new Set<string>();
  for (let attempts = 0; queries.size < count; attempts++) {
    if (attempts > 20 * count) throw new Error(`Only ${queries.size} different queries from ${words.length} words`);
    const word = pick(words);
    const kind = next();
    if (kind < 0.15) queries.add(word);
    else if (kind < 0.35) queries.add(typo(word, random));
    else if (kind < 0.5) queries.add(word.slice(0, 3 + Math.floor(next() * 3)));
    else if (kind < 0.8) queries.add(`${word} ${pick(words)}`);
    else queries.add(`${typo(word, random)} ${pick(words)}`);
  }
  return [...queries];
}

/** Mulberry32: the catalogue's generator repeats itself within some thousands of draws, too soon here. */
function longRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

/** Hands out `queries` in turn, and tells whether it ran out and started over (repeating texts). */
export function queryFeed(queries: readonly string[]) {
  let next = 0;
  let rounds = 0;
  return {
    next(): string {
      if (next === queries.length) {
        next = 0;
        rounds += 1;
      }
      return queries[next++]!;
    },
    get repeated(): boolean {
      return rounds > 0;
    },
  };
}
