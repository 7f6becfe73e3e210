import type { FieldLookup, TextFieldIndex } from './text-field-index.js';
import { trigramSimilarity, type TrigramNeedle } from './trigrams.js';

/** pg_trgm.word_similarity_threshold, what the `<%` operator accepts. */
export const nearThreshold = 0.6;

/** A text found, ranked by group (higher first), then similarity (higher first), then text number. */
interface Match {
  group: number;
  similarity: number;
  text: number;
}

const isBetter = (a: Match, b: Match) =>
  a.group !== b.group
    ? a.group > b.group
    : a.similarity !== b.similarity
      ? a.similarity > b.similarity
      : a.text < b.text;

/**
 * Candidates of one field, each in a group and with the number of the needle's trigrams it
 * shares. Group 0 holds texts that are only near the needle: they count when their word
 * similarity reaches `nearThreshold`.
 */
export class Candidates {
  /** `buckets[group][shared]`: candidate text numbers, each list ascending. */
  private readonly buckets: number[][][] = [];

  /** Adds a text; within a group and shared count, texts must come in ascending order. */
  add(group: number, shared: number, text: number): void {
    const byShared = (this.buckets[group] ??= []);
    (byShared[shared] ??= []).push(text);
  }

  /**
   * The best `limit` of the candidates by group, word similarity and text number. A text's
   * similarity cannot exceed shared / needle size, so texts that could not enter the list are
   * never compared.
   */
  best(
    limit: number,
    field: TextFieldIndex,
    lookup: FieldLookup,
    needle: TrigramNeedle,
    lastPosition: Int32Array,
    /** Whose text it is: of the texts with one owner, only the best is kept. */
    ownerOf: (text: number) => unknown = (text) => text,
  ): number[] {
    const top: Match[] = [];
    const bestOfOwner = new Map<unknown, Match>();
    const couldEnter = (match: Match) => top.length < limit || isBetter(match, top[top.length - 1]!);
    for (let group = this.buckets.length - 1; group >= 0; group--) {
      const byShared = this.buckets[group] ?? [];
      for (let shared = byShared.length - 1; shared >= 0; shared--) {
        const bound = shared === 0 ? 0 : trigramSimilarity(shared, needle.size, shared);
        for (const text of byShared[shared] ?? []) {
          // Later texts of this bucket come later in order: they cannot enter either.
          if (!couldEnter({ group, similarity: bound, text })) break;
          if (group === 0 && !lookup.couldBeNear(text)) continue;
          const similarity = shared === 0 ? 0 : field.similarity(text, needle, lastPosition);
          if (group === 0 && similarity < nearThreshold) continue;
          const match = { group, similarity, text };
          if (!couldEnter(match)) continue;
          const owner = ownerOf(text);
          const earlier = bestOfOwner.get(owner);
          if (earlier) {
            if (!isBetter(match, earlier)) continue;
            const at = top.indexOf(earlier);
            if (at >= 0) top.splice(at, 1);
          }
          bestOfOwner.set(owner, match);
          top.splice(insertionPoint(top, match), 0, match);
          if (top.length > limit) top.pop();
        }
      }
    }
    return top.map((match) => match.text);
  }
}

function insertionPoint(top: Match[], match: Match): number {
  let at = top.length;
  while (at > 0 && isBetter(match, top[at - 1]!)) at--;
  return at;
}

/** The fewest shared trigrams with which a text can reach `nearThreshold`, or undefined for none. */
export function fewestSharedForNear(needle: TrigramNeedle): number | undefined {
  for (let shared = 1; shared <= needle.size; shared++) {
    if (trigramSimilarity(shared, needle.size, shared) >= nearThreshold) return shared;
  }
  return undefined;
}
