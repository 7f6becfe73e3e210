import type { TrigramNeedle } from './trigrams.js';

/** Beyond this many of the needle's trigrams in one range, `someStretchReaches` answers yes without looking. */
const mostFoundChecked = 64;

/** Judges a stretch of text `n`, trigrams `[from, to)` of it, by `someStretchReaches`. */
export interface StretchJudge {
  stretchReaches(n: number, from: number, to: number): boolean;
}

/** Scratch for `someStretchReaches`. */
export class StretchScratch {
  readonly foundAt = new Int32Array(mostFoundChecked);
  readonly repeatsBefore = new Int32Array(mostFoundChecked);
}

/**
 * How far back each trigram of each range `[starts[n], starts[n + 1])` last came in the same
 * range (at most 65535), 0 where it did not.
 */
export function repeatDistances(sequence: Int32Array, starts: Int32Array, trigramCount: number): Uint16Array {
  const distances = new Uint16Array(sequence.length);
  const lastRange = new Int32Array(trigramCount).fill(-1);
  const lastAt = new Int32Array(trigramCount);
  for (let n = 0; n + 1 < starts.length; n++) {
    for (let at = starts[n]!; at < starts[n + 1]!; at++) {
      const trigram = sequence[at]!;
      if (lastRange[trigram] === n) distances[at] = Math.min(at - lastAt[trigram]!, 65535);
      lastRange[trigram] = n;
      lastAt[trigram] = at;
    }
  }
  return distances;
}

/**
 * Whether a stretch of `sequence[from, to)` that begins and ends with trigrams of the needle
 * scores at least `enough`, counting s / (needle size + g) with s its distinct trigrams of the
 * needle and g its other distinct trigrams. Any extent pg_trgm's word similarity weighs scores
 * at most as much as such a stretch, so a range where none reaches the threshold cannot be
 * near the needle. A rough count of the others first, then, where that passes, an exact one.
 */
export function someStretchReaches(
  sequence: Int32Array,
  repeatDistance: Uint16Array,
  from: number,
  to: number,
  needle: TrigramNeedle,
  enough: number,
  { foundAt, repeatsBefore }: StretchScratch,
): boolean {
  const { marks, size } = needle;
  let found = 0;
  let repeats = 0;
  for (let at = from; at < to; at++) {
    if (marks[sequence[at]!] === 1) {
      if (found === mostFoundChecked) return true;
      foundAt[found] = at;
      repeatsBefore[found++] = repeats;
    } else if (repeatDistance[at]) repeats++;
  }
  for (let first = 0; first < found; first++) {
    for (let last = first; last < found; last++) {
      const start = foundAt[first]!;
      const end = foundAt[last]!;
      const inside = last - first + 1;
      // At least the positions between that are not the needle's, less those repeating an earlier one.
      const roughOthers = end - start + 1 - inside - (repeatsBefore[last]! - repeatsBefore[first]!);
      if (Math.min(inside, size) / (size + Math.max(0, roughOthers)) < enough) continue;
      let shared = 0;
      let others = 0;
      for (let at = start; at <= end; at++) {
        const distance = repeatDistance[at]!;
        if (distance && at - distance >= start) continue;
        if (marks[sequence[at]!] === 1) shared++;
        else others++;
      }
      if (shared / (size + others) >= enough) return true;
    }
  }
  return false;
}

/**
 * Which texts could be near a needle, decided a word at a time: texts are sequences of words
 * from one vocabulary, and a needle's trigrams touch few of its words. Per needle, each word
 * that has any of its trigrams is weighed once (`prepare`); a text is then judged from its
 * words alone (`couldReach`), and only where that cannot rule it out does `someStretchReaches`
 * look at its trigrams.
 */
export class WordNearFilter {
  /** The vocabulary's trigrams, word after word, and where each repeats within its word. */
  private readonly wordTrigrams: Int32Array;
  private readonly wordStarts: Int32Array;
  private readonly wordRepeats: Uint16Array;
  /** Distinct trigrams per word. */
  private readonly distinct: Uint16Array;
  /** Per trigram number, the words that have it: `postings[postingStarts[t], postingStarts[t + 1])`. */
  private readonly postings: Int32Array;
  private readonly postingStarts: Int32Array;
  /** Per word, for the prepared needle: distinct trigrams of it (0: none), and the others it must bring. */
  private readonly shared: Uint16Array;
  private readonly othersBeforeFirst: Uint16Array;
  private readonly othersAfterLast: Uint16Array;
  private readonly reachesAlone: Uint8Array;
  private readonly prepared: Int32Array;
  private preparedCount = 0;
  private needle: TrigramNeedle | undefined;
  private enough = 1;
  private readonly scratch = new StretchScratch();

  constructor(
    words: number[][],
    /** Each text's words, text after text: text `n`'s are `[textWordStarts[n], textWordStarts[n + 1])`. */
    private readonly textWords: Int32Array,
    private readonly textWordStarts: Int32Array,
    trigramCount: number,
  ) {
    this.wordStarts = new Int32Array(words.length + 1);
    words.forEach((word, n) => (this.wordStarts[n + 1] = this.wordStarts[n]! + word.length));
    this.wordTrigrams = Int32Array.from(words.flat());
    this.wordRepeats = repeatDistances(this.wordTrigrams, this.wordStarts, trigramCount);
    this.distinct = Uint16Array.from(words, (word) => new Set(word).size);

    this.postingStarts = new Int32Array(trigramCount + 1);
    const distinctWords = words.map((word) => [...new Set(word)]);
    for (const word of distinctWords) for (const trigram of word) this.postingStarts[trigram + 1]!++;
    for (let trigram = 0; trigram < trigramCount; trigram++) {
      this.postingStarts[trigram + 1]! += this.postingStarts[trigram]!;
    }
    this.postings = new Int32Array(this.postingStarts[trigramCount]!);
    const filled = this.postingStarts.slice(0, trigramCount);
    distinctWords.forEach((word, n) => word.forEach((trigram) => (this.postings[filled[trigram]!++] = n)));

    this.shared = new Uint16Array(words.length);
    this.othersBeforeFirst = new Uint16Array(words.length);
    this.othersAfterLast = new Uint16Array(words.length);
    this.reachesAlone = new Uint8Array(words.length);
    this.prepared = new Int32Array(words.length);
  }

  /** Weighs every word that has a trigram of the needle, until `release()`. */
  prepare(needle: TrigramNeedle, threshold: number): void {
    this.needle = needle;
    this.enough = threshold - 1e-6;
    for (const trigram of needle.known) {
      if (trigram + 1 >= this.postingStarts.length) continue;
      for (let i = this.postingStarts[trigram]!; i < this.postingStarts[trigram + 1]!; i++) {
        const word = this.postings[i]!;
        if (this.shared[word]) continue;
        this.prepared[this.preparedCount++] = word;
        this.weigh(word, needle);
      }
    }
  }

  private weigh(word: number, needle: TrigramNeedle): void {
    const { wordTrigrams, wordRepeats } = this;
    const from = this.wordStarts[word]!;
    const to = this.wordStarts[word + 1]!;
    let shared = 0;
    let first = -1;
    let last = -1;
    for (let at = from; at < to; at++) {
      if (needle.marks[wordTrigrams[at]!] !== 1) continue;
      if (!wordRepeats[at]) shared++;
      if (first < 0) first = at;
      last = at;
    }
    let before = 0;
    for (let at = from; at < first; at++) if (!wordRepeats[at]) before++;
    let after = 0;
    for (let at = last + 1; at < to; at++) {
      const distance = wordRepeats[at]!;
      if (!distance || at - distance <= last) after++;
    }
    this.shared[word] = shared;
    this.othersBeforeFirst[word] = before;
    this.othersAfterLast[word] = after;
    this.reachesAlone[word] = someStretchReaches(wordTrigrams, wordRepeats, from, to, needle, this.enough, this.scratch)
      ? 1
      : 0;
  }

  /**
   * False when no stretch of text `n` could reach the threshold: none within one of its words,
   * and none across words, whose s is at most the sum of their words' and whose g is at least
   * the others of any word wholly inside, of the first word after its last trigram of the
   * needle, or of the last word before its first. Where words alone cannot rule a stretch out,
   * `exactly` (when given) judges the text's trigrams `[from, to)` (offsets within the text).
   */
  couldReach(n: number, exactly: StretchJudge | undefined): boolean {
    const { textWords, wordStarts, shared, enough } = this;
    const size = this.needle?.size ?? 0;
    const end = this.textWordStarts[n + 1]!;
    let offset = 0;
    for (let i = this.textWordStarts[n]!; i < end; i++) {
      const word = textWords[i]!;
      const from = offset;
      offset += wordStarts[word + 1]! - wordStarts[word]!;
      if (!shared[word]) continue;
      if (this.reachesAlone[word]) return true;
      let sum = shared[word]!;
      let others = this.othersAfterLast[word]!;
      let to = offset;
      for (let j = i + 1; j < end && size / (size + others) >= enough; j++) {
        const next = textWords[j]!;
        const nextShared = shared[next]!;
        to += wordStarts[next + 1]! - wordStarts[next]!;
        const bound = Math.min(sum + nextShared, size) / (size + Math.max(others, this.othersBeforeFirst[next]!));
        if (nextShared && bound >= enough && (!exactly || exactly.stretchReaches(n, from, to))) return true;
        sum += nextShared;
        others = Math.max(others, this.distinct[next]! - nextShared);
      }
    }
    return false;
  }

  /** Roughly what the filter holds in memory, in bytes. */
  get bytes(): number {
    const arrays = [this.wordTrigrams, this.wordStarts, this.wordRepeats, this.distinct, this.postings];
    const scratch = [this.shared, this.othersBeforeFirst, this.othersAfterLast, this.reachesAlone, this.prepared];
    return [...arrays, this.postingStarts, this.textWords, this.textWordStarts, ...scratch].reduce(
      (sum, array) => sum + array.byteLength,
      0,
    );
  }

  release(): void {
    for (let i = 0; i < this.preparedCount; i++) this.shared[this.prepared[i]!] = 0;
    this.preparedCount = 0;
    this.needle = undefined;
  }
}
