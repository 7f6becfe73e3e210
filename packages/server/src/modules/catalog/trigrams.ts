/**
 * pg_trgm's trigrams and word similarity, computed in process exactly as PostgreSQL computes
 * them (contrib/pg_trgm/trgm_op.c, PostgreSQL 18: generate_trgm_only, calc_word_similarity,
 * iterate_word_similarity), so search can rank without asking the database.
 *
 * A word is a run of letters and digits (Unicode Alphabetic and decimal digits: what PGlite's
 * `iswalnum` accepts, apart from characters newer than its Unicode tables). Each lower-case word
 * is padded with two spaces before and one after, and every three consecutive characters of it
 * is a trigram: "rice" gives "  r", " ri", "ric", "ice", "ce ".
 */

const words = /[\p{Alphabetic}\p{Nd}]+/gu;
const asciiOnly = /^[\0-\x7f]*$/;
const space = 32;

/** PostgreSQL's `lower()` on a UTF-8 database: each character lowered on its own, to one character. */
export function lowerCase(text: string): string {
  if (asciiOnly.test(text)) return text.toLowerCase();
  let lowered = '';
  for (const character of text) lowered += String.fromCodePoint(character.toLowerCase().codePointAt(0)!);
  return lowered;
}

/**
 * A trigram: three ASCII characters packed in a number (7 bits each), or the three characters
 * as a string when any is beyond ASCII. Packing spares a string per trigram.
 */
export type Trigram = number | string;

/** Calls `visit` with each word of `text`, lower-cased: each run of letters and digits. */
export function forEachWord(text: string, visit: (word: string) => void): void {
  const lowered = lowerCase(text);
  if (!asciiOnly.test(lowered)) {
    for (const [word] of lowered.matchAll(words)) visit(word);
    return;
  }
  for (let at = 0; at < lowered.length;) {
    while (at < lowered.length && !isAsciiWordCode(lowered.charCodeAt(at))) at++;
    const start = at;
    while (at < lowered.length && isAsciiWordCode(lowered.charCodeAt(at))) at++;
    if (at > start) visit(lowered.slice(start, at));
  }
}

/** Calls `visit` with the trigrams of a lower-cased word, padded with two spaces before and one after. */
export function forEachTrigramOfWord(word: string, visit: (trigram: Trigram) => void): void {
  if (asciiOnly.test(word)) {
    asciiWordTrigrams(word, visit);
    return;
  }
  const padded = [...`  ${word} `];
  for (let at = 0; at + 2 < padded.length; at++) visit(trigramOf(padded[at]!, padded[at + 1]!, padded[at + 2]!));
}

/** Calls `visit` with the trigrams of each word of `text`, word by word, repeats kept (generate_trgm_only). */
function forEachTrigram(text: string, visit: (trigram: Trigram) => void): void {
  forEachWord(text, (word) => forEachTrigramOfWord(word, visit));
}

/** Three characters as a trigram: packed when all are ASCII, as `asciiWordTrigrams` packs them. */
function trigramOf(first: string, second: string, third: string): Trigram {
  const codes = [first, second, third].map((character) => character.codePointAt(0)!);
  return codes.every((code) => code < 128) ? (codes[0]! << 14) | (codes[1]! << 7) | codes[2]! : first + second + third;
}

/** Letters and digits, once lower-cased. */
const isAsciiWordCode = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

function asciiWordTrigrams(word: string, visit: (trigram: number) => void): void {
  let first = space;
  let second = space;
  for (let at = 0; at < word.length; at++) {
    const third = word.charCodeAt(at);
    visit((first << 14) | (second << 7) | third);
    first = second;
    second = third;
  }
  visit((first << 14) | (second << 7) | space);
}

/** The trigrams of `text` as strings, in order, repeats kept. */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  forEachTrigram(text, (trigram) =>
    trigrams.push(
      typeof trigram === 'string' ? trigram : String.fromCharCode(trigram >> 14, (trigram >> 7) & 127, trigram & 127),
    ),
  );
  return trigrams;
}

/** Numbers for trigrams, so texts can be stored and compared as arrays of integers. */
export class TrigramDictionary {
  private readonly packed = new Map<number, number>();
  private readonly spelled = new Map<string, number>();

  get size(): number {
    return this.packed.size + this.spelled.size;
  }

  /** The trigram's number, given a new one if it has none yet. */
  add(trigram: Trigram): number {
    let id = this.find(trigram);
    if (id === undefined) {
      id = this.size;
      if (typeof trigram === 'number') this.packed.set(trigram, id);
      else this.spelled.set(trigram, id);
    }
    return id;
  }

  /** The trigram's number, or undefined when no indexed text has it. */
  find(trigram: Trigram): number | undefined {
    return typeof trigram === 'number' ? this.packed.get(trigram) : this.spelled.get(trigram);
  }
}

/** What a text is compared with: its distinct trigrams, the known ones marked by number in `marks`. */
export interface TrigramNeedle {
  /** How many distinct trigrams the needle has, known to the dictionary or not. */
  size: number;
  /** The numbers of its trigrams that the dictionary knows. */
  known: number[];
  /** `marks[id]` is 1 for each known trigram of the needle. */
  marks: Uint8Array;
}

/** pg_trgm's similarity formula (DIVUNION), in single precision as float4 arithmetic gives it. */
export const trigramSimilarity = (shared: number, needleSize: number, extentSize: number): number =>
  Math.fround(shared / (needleSize + extentSize - shared));

/**
 * iterate_word_similarity (plain, not strict): the greatest similarity between the needle's
 * trigrams and an extent of `sequence[from, to)`, as pg_trgm's greedy walk finds it.
 * `lastPosition` is scratch holding -1 for every trigram number; it is left that way.
 */
export function wordSimilarityOf(
  needle: TrigramNeedle,
  sequence: Int32Array,
  from: number,
  to: number,
  lastPosition: Int32Array,
): number {
  const { marks, size } = needle;
  let extentSize = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < to - from; i++) {
    const trigram = sequence[from + i]!;
    const found = marks[trigram] === 1;
    if (lower >= 0 || found) {
      if (lastPosition[trigram]! < 0) {
        extentSize++;
        if (found) shared++;
      }
      lastPosition[trigram] = i;
    }
    if (!found) continue;

    const upper = i;
    if (lower === -1) {
      lower = i;
      extentSize = 1;
    }
    let current = trigramSimilarity(shared, size, extentSize);
    // Also try to move the lower bound up for a greater similarity.
    let trialShared = shared;
    let trialSize = extentSize;
    const previousLower = lower;
    for (let trialLower = lower; trialLower <= upper; trialLower++) {
      const trial = trigramSimilarity(trialShared, size, trialSize);
      if (trial > current) {
        current = trial;
        extentSize = trialSize;
        lower = trialLower;
        shared = trialShared;
      }
      const dropped = sequence[from + trialLower]!;
      if (lastPosition[dropped] === trialLower) {
        trialSize--;
        if (marks[dropped] === 1) trialShared--;
      }
    }
    if (current > best) best = current;
    for (let dropped = previousLower; dropped < lower; dropped++) {
      const trigram = sequence[from + dropped]!;
      if (lastPosition[trigram] === dropped) lastPosition[trigram] = -1;
    }
  }
  for (let i = from; i < to; i++) lastPosition[sequence[i]!] = -1;
  return best;
}

/** The needle's distinct trigrams, numbered by `dictionary` (those it does not know only counted). */
export function needleOf(text: string, dictionary: TrigramDictionary, marks: Uint8Array): TrigramNeedle {
  const distinct = new Set<Trigram>();
  forEachTrigram(text, (trigram) => distinct.add(trigram));
  const known: number[] = [];
  for (const trigram of distinct) {
    const id = dictionary.find(trigram);
    if (id !== undefined) known.push(id);
  }
  return { size: distinct.size, known, marks };
}

/** pg_trgm's `word_similarity(needle, text)`, for two strings. */
export function wordSimilarity(needle: string, text: string): number {
  const dictionary = new TrigramDictionary();
  const ids: number[] = [];
  forEachTrigram(text, (trigram) => ids.push(dictionary.add(trigram)));
  const sequence = Int32Array.from(ids);
  const marks = new Uint8Array(dictionary.size);
  const found = needleOf(needle, dictionary, marks);
  for (const id of found.known) marks[id] = 1;
  return wordSimilarityOf(found, sequence, 0, sequence.length, new Int32Array(dictionary.size).fill(-1));
}
