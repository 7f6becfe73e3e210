import {
  repeatDistances,
  someStretchReaches,
  StretchScratch,
  WordNearFilter,
  type StretchJudge,
} from './near-filter.js';
import { nearThreshold } from './top-matches.js';
import {
  forEachTrigramOfWord,
  forEachWord,
  lowerCase,
  wordSimilarityOf,
  type TrigramDictionary,
  type TrigramNeedle,
} from './trigrams.js';

/** What one field knows about a needle, until `release()`, due before the field is asked again. */
export interface FieldLookup {
  /** How many distinct trigrams of the needle text `n` has (0 for most). */
  shared(n: number): number;
  /**
   * False when text `n` cannot be near the needle (word similarity below `nearThreshold`):
   * `roughly` judges from its words alone, cheaply; without it, also from its trigrams.
   */
  couldBeNear(n: number, roughly?: boolean): boolean;
  release(): void;
}

/** `nearThreshold`, less what float4 rounding may take off a ratio that reaches it. */
const nearEnough = nearThreshold - 1e-6;

/** Cannot occur in a PostgreSQL text, so it parts the texts in one searchable string. */
const separator = '\0';

/**
 * One text of every product (titles, or descriptions), lower-cased, held for two questions:
 * which texts contain a string (one scan of one long string), and how similar a text is to a
 * needle by pg_trgm's word similarity (trigram numbers per text, and per trigram the texts that
 * have it, so only texts sharing enough trigrams are compared). Texts are numbered in the order
 * they are given, which callers choose to be the order ties are broken in.
 */
export class TextFieldIndex implements StretchJudge {
  readonly size: number;
  /** The texts, each lower-cased, joined by `separator`. */
  private readonly haystack: string;
  /** Where text `n` starts in `haystack`; one more entry for the end. */
  private readonly starts: Int32Array;
  /** Every text's trigrams, text after text; text `n`'s are `[sequenceStarts[n], sequenceStarts[n + 1])`. */
  private readonly sequences: Int32Array;
  private readonly sequenceStarts: Int32Array;
  private readonly repeatDistance: Uint16Array;
  /** Per trigram number `t`, the texts that have it, ascending: `postings[postingStarts[t], postingStarts[t + 1])`. */
  private readonly postings: Int32Array;
  private readonly postingStarts: Int32Array;
  private readonly words: WordNearFilter;
  /** Scratch: a count per text and the texts counted. */
  private readonly counts: Uint16Array;
  private readonly counted: Int32Array;
  private readonly scratch = new StretchScratch();
  /** The needle of the lookup under way. */
  private needle: TrigramNeedle | undefined;

  constructor(texts: readonly string[], dictionary: TrigramDictionary) {
    this.size = texts.length;
    const lowered = texts.map(lowerCase);
    this.haystack = lowered.join(separator);
    this.starts = new Int32Array(texts.length + 1);
    for (let n = 0, at = 0; n <= texts.length; n++) {
      this.starts[n] = at;
      at += (lowered[n]?.length ?? 0) + separator.length;
    }

    // Each distinct word's trigrams are made once; a text's are its words' one after another.
    const vocabulary = new Map<string, number>();
    const wordTrigrams: number[][] = [];
    const textWords: number[] = [];
    const textWordStarts = new Int32Array(texts.length + 1);
    for (const [n, text] of lowered.entries()) {
      textWordStarts[n] = textWords.length;
      forEachWord(text, (word) => {
        let id = vocabulary.get(word);
        if (id === undefined) {
          id = wordTrigrams.length;
          vocabulary.set(word, id);
          const trigrams: number[] = [];
          forEachTrigramOfWord(word, (trigram) => trigrams.push(dictionary.add(trigram)));
          wordTrigrams.push(trigrams);
        }
        textWords.push(id);
      });
    }
    textWordStarts[texts.length] = textWords.length;

    this.sequenceStarts = new Int32Array(texts.length + 1);
    for (let n = 0; n < texts.length; n++) {
      let length = 0;
      for (let i = textWordStarts[n]!; i < textWordStarts[n + 1]!; i++) length += wordTrigrams[textWords[i]!]!.length;
      this.sequenceStarts[n + 1] = this.sequenceStarts[n]! + length;
    }
    this.sequences = new Int32Array(this.sequenceStarts[texts.length]!);
    for (let i = 0, at = 0; i < textWords.length; i++) {
      const trigrams = wordTrigrams[textWords[i]!]!;
      this.sequences.set(trigrams, at);
      at += trigrams.length;
    }
    this.repeatDistance = repeatDistances(this.sequences, this.sequenceStarts, dictionary.size);
    [this.postingStarts, this.postings] = this.textsPerTrigram(dictionary.size);
    this.words = new WordNearFilter(wordTrigrams, Int32Array.from(textWords), textWordStarts, dictionary.size);

    this.counts = new Uint16Array(texts.length);
    this.counted = new Int32Array(texts.length);
  }

  /** Per trigram, the texts that have it (each once, ascending), as one array and where each run starts. */
  private textsPerTrigram(trigramCount: number): [starts: Int32Array, texts: Int32Array] {
    const starts = new Int32Array(trigramCount + 1);
    for (let at = 0; at < this.sequences.length; at++) if (!this.repeatDistance[at]) starts[this.sequences[at]! + 1]!++;
    for (let trigram = 0; trigram < trigramCount; trigram++) starts[trigram + 1]! += starts[trigram]!;
    const texts = new Int32Array(starts[trigramCount]!);
    const filled = starts.slice(0, trigramCount);
    for (let n = 0; n < this.size; n++) {
      for (let at = this.sequenceStarts[n]!; at < this.sequenceStarts[n + 1]!; at++) {
        if (!this.repeatDistance[at]) texts[filled[this.sequences[at]!]!++] = n;
      }
    }
    return [starts, texts];
  }

  /** Calls `visit` with each text that contains `needle` (lower-cased), in order, until it answers false. */
  containing(needle: string, visit: (text: number) => boolean | void): void {
    if (!needle || needle.includes(separator)) return;
    let text = 0;
    let from = 0;
    for (;;) {
      const at = this.haystack.indexOf(needle, from);
      if (at < 0) return;
      while (this.starts[text + 1]! <= at) text++;
      if (visit(text) === false) return;
      text++;
      from = this.starts[text]!;
    }
  }

  /** Whether text `n` begins with `needle` (lower-cased). */
  startsWith(n: number, needle: string): boolean {
    return this.haystack.startsWith(needle, this.starts[n]) && this.starts[n]! + needle.length < this.starts[n + 1]!;
  }

  /** Counts the needle's distinct trigrams in every text and weighs its words (see `FieldLookup`). */
  lookUp(needle: TrigramNeedle): FieldLookup {
    const { counts, counted, postings, postingStarts, words } = this;
    let touched = 0;
    for (const trigram of needle.known) {
      // The dictionary may have grown since this field was indexed: later trigrams are not in it.
      if (trigram + 1 >= postingStarts.length) continue;
      for (let i = postingStarts[trigram]!; i < postingStarts[trigram + 1]!; i++) {
        const text = postings[i]!;
        if (counts[text]!++ === 0) counted[touched++] = text;
      }
    }
    words.prepare(needle, nearThreshold);
    this.needle = needle;
    return {
      shared: (n) => counts[n]!,
      couldBeNear: (n, roughly = false) => words.couldReach(n, roughly ? undefined : this),
      release: () => {
        for (let i = 0; i < touched; i++) counts[counted[i]!] = 0;
        words.release();
        this.needle = undefined;
      },
    };
  }

  stretchReaches(n: number, from: number, to: number): boolean {
    const start = this.sequenceStarts[n]!;
    const { sequences, repeatDistance, scratch } = this;
    return someStretchReaches(sequences, repeatDistance, start + from, start + to, this.needle!, nearEnough, scratch);
  }

  /** pg_trgm's `word_similarity(needle, text n)`; `lastPosition` is scratch of -1s per trigram number. */
  similarity(n: number, needle: TrigramNeedle, lastPosition: Int32Array): number {
    return wordSimilarityOf(needle, this.sequences, this.sequenceStarts[n]!, this.sequenceStarts[n + 1]!, lastPosition);
  }

  /** Roughly what the index holds in memory, in bytes (the joined texts at one byte a character). */
  get bytes(): number {
    const arrays = [this.starts, this.sequences, this.sequenceStarts, this.repeatDistance, this.postings];
    const scratch = [this.postingStarts, this.counts, this.counted];
    return this.haystack.length + this.words.bytes + [...arrays, ...scratch].reduce((sum, a) => sum + a.byteLength, 0);
  }
}
