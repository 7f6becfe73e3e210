import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowerCase, trigramsOf, wordSimilarity } from '../src/modules/catalog/trigrams.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Characters every backend here classifies and lower-cases alike: words, separators, LIKE's specials. */
const characters = [..."aabcdeeinorst  AEIRS19-._%\\'éÉñÑü"];
/** Few letters, so trigrams repeat within a text: the walk's harder paths. */
const fewCharacters = [...'ab  c'];

const text = (maxLength: number, from = characters) =>
  fc.string({ unit: fc.constantFrom(...from), maxLength, size: 'max' });

/** A needle and a text: unrelated, or a piece of the text with an edit, as a typo would make. */
const pairFrom = (from: string[]) =>
  fc.oneof(
    fc.tuple(text(10, from), text(60, from)),
    fc
      .tuple(text(60, from), fc.nat(60), fc.integer({ min: 1, max: 12 }), text(2, from))
      .map(([haystack, at, length, edit]): [string, string] => [
        haystack.slice(at, at + length) + edit + haystack.slice(at + length, at + length + 3),
        haystack,
      ]),
  );
const pair = fc.oneof(pairFrom(characters), pairFrom(fewCharacters));

/** The database's word_similarity and lower for each pair, in one query. */
function databaseAnswers(pairs: Array<[string, string]>) {
  const rows = sql.join(
    pairs.map(([needle, haystack], n) => sql`(${n}::int, ${needle}::text, ${haystack}::text)`),
    sql`, `,
  );
  return t.db
    .select({
      similarity: sql<number>`word_similarity(needle, haystack)`,
      lowered: sql<string>`lower(haystack)`,
    })
    .from(sql`(values ${rows}) as pairs(n, needle, haystack)`)
    .orderBy(sql`n`);
}

describe("pg_trgm's word similarity in process (the search ranking, SERVER-24)", () => {
  it("gives the documentation's example: word_similarity('word', 'two words') is 0.8", () => {
    expect(trigramsOf('Two words')).toEqual(['  t', ' tw', 'two', 'wo ', '  w', ' wo', 'wor', 'ord', 'rds', 'ds ']);
    expect(wordSimilarity('word', 'two words')).toBe(Math.fround(0.8));
    expect(wordSimilarity('basmatti', 'Brown Basmati Rice')).toBeGreaterThanOrEqual(0.6);
  });

  it('equals PostgreSQL word_similarity() and lower() on generated pairs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { minLength: 1, maxLength: 60, size: 'max' }), async (pairs) => {
        const answers = await databaseAnswers(pairs);
        for (const [index, [needle, haystack]] of pairs.entries()) {
          const answer = answers[index]!;
          // float4 arrives as its shortest decimal: round it back to single precision.
          expect(wordSimilarity(needle, haystack), JSON.stringify([needle, haystack])).toBe(
            Math.fround(Number(answer.similarity)),
          );
          expect(lowerCase(haystack)).toBe(answer.lowered);
        }
      }),
      { numRuns: 80 },
    );
  });
});
