import { productNames, type Translations } from '@dhanya/api/contract';
import { TextFieldIndex, type FieldLookup } from './text-field-index.js';
import { Candidates, fewestSharedForNear } from './top-matches.js';
import { lowerCase, needleOf, TrigramDictionary, type TrigramNeedle } from './trigrams.js';

const maxResults = 10;

/** Groups of title candidates, best first. */
const startsWithText = 2;
const holdsText = 1;
const nearText = 0;

/** What search reads of a product. */
export interface SearchableProduct {
  id: string;
  title: string;
  description: string;
  /** Its title in other languages ("तूर दाल"): searched as titles are. */
  translations?: Translations;
  /** Its other names in any script ("arhar", "अरहर"): searched as titles are. */
  aliases?: readonly string[];
}

/** A name a product is found by: its title, its title in another language, or an alias. */
interface ProductName {
  product: SearchableProduct;
  name: string;
}

/** The product's names, its own title first, each once (case aside). */
function namesOf(product: SearchableProduct): string[] {
  const seen = new Set<string>();
  return productNames(product).filter((name) => {
    const key = lowerCase(name.trim());
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The catalogue's titles and descriptions held in process, searched as SERVER-24 asks and as
 * PostgreSQL ranked it before (test/sql-search.ts): titles first (those holding the text, the
 * ones starting with it first, then by pg_trgm word similarity, shorter titles, title), then
 * descriptions holding the text (by title), then descriptions near it (word similarity ≥ 0.6,
 * by similarity, then title); at most 10. Titles compare as the database's C collation does.
 */
export class ProductSearchIndex {
  private readonly dictionary = new TrigramDictionary();
  /** Every product's names (`namesOf`) by length, then the product's title: the title ranking's order for ties. */
  private readonly titles: TextFieldIndex;
  private readonly titleNames: ProductName[];
  /** Each product's names, to tell whether a catalogue read changed them. */
  private readonly namesById = new Map<string, string>();
  /** Descriptions by title: the description ranking's order for ties. */
  private readonly descriptions: TextFieldIndex;
  private readonly descriptionProducts: SearchableProduct[];
  /** Scratch for the needle's trigrams and the similarity walk, one slot per trigram number. */
  private readonly marks: Uint8Array;
  private readonly lastPosition: Int32Array;

  constructor(rows: readonly SearchableProduct[]) {
    this.descriptionProducts = [...rows].sort((a, b) => compareCodePoints(a.title, b.title));
    this.titleNames = this.descriptionProducts
      .flatMap((product) => namesOf(product).map((name) => ({ product, name })))
      .sort((a, b) => characterCount(a.name) - characterCount(b.name));
    for (const row of rows) this.namesById.set(row.id, namesOf(row).join('\n'));
    this.titles = new TextFieldIndex(
      this.titleNames.map((entry) => entry.name),
      this.dictionary,
    );
    this.descriptions = new TextFieldIndex(
      this.descriptionProducts.map((row) => row.description),
      this.dictionary,
    );
    this.marks = new Uint8Array(this.dictionary.size);
    this.lastPosition = new Int32Array(this.dictionary.size).fill(-1);
  }

  /** How many products are indexed. */
  get size(): number {
    return this.descriptionProducts.length;
  }

  /** Whether these are the very products indexed, names and descriptions alike (other fields aside). */
  indexes(rows: readonly SearchableProduct[]): boolean {
    if (rows.length !== this.size) return false;
    const indexed = new Map(this.descriptionProducts.map((row) => [row.id, row]));
    return rows.every((row) => {
      const same = indexed.get(row.id);
      return same?.description === row.description && this.namesById.get(row.id) === namesOf(row).join('\n');
    });
  }

  /** Roughly what the index holds besides the product rows, in bytes. */
  get bytes(): number {
    return this.titles.bytes + this.descriptions.bytes + this.marks.byteLength + this.lastPosition.byteLength;
  }

  /** The ids of the products found for `query`, best first: at most `limit`, 10 by default (SERVER-24). */
  search(query: string, limit = maxResults): string[] {
    const text = lowerCase(query.trim());
    if (!text) return [];
    const needle = needleOf(text, this.dictionary, this.marks);
    for (const trigram of needle.known) this.marks[trigram] = 1;
    try {
      const found = this.inTitles(text, needle, limit);
      if (found.length < limit) this.inDescriptions(text, found, limit);
      if (found.length < limit) this.nearDescriptions(needle, found, limit);
      return found.map((row) => row.id);
    } finally {
      for (const trigram of needle.known) this.marks[trigram] = 0;
    }
  }

  private inTitles(text: string, needle: TrigramNeedle, limit: number): SearchableProduct[] {
    const { titles } = this;
    const lookup = titles.lookUp(needle);
    try {
      const candidates = new Candidates();
      const holding: number[] = [];
      titles.containing(text, (title) => {
        holding.push(title);
        candidates.add(titles.startsWith(title, text) ? startsWithText : holdsText, lookup.shared(title), title);
      });
      let next = 0;
      eachNearCandidate(titles.size, lookup, needle, (title) => {
        // Both ascending: skip past the titles holding the text that come before this one.
        while (next < holding.length && holding[next]! < title) next++;
        if (holding[next] !== title) candidates.add(nearText, lookup.shared(title), title);
      });
      // A product found by several of its names counts once, by its best.
      const best = candidates.best(
        limit,
        titles,
        lookup,
        needle,
        this.lastPosition,
        (title) => this.titleNames[title]!.product,
      );
      return best.map((title) => this.titleNames[title]!.product);
    } finally {
      lookup.release();
    }
  }

  private inDescriptions(text: string, found: SearchableProduct[], limit: number): void {
    const seen = new Set(found);
    this.descriptions.containing(text, (description) => {
      const row = this.descriptionProducts[description]!;
      if (!seen.has(row)) {
        seen.add(row);
        found.push(row);
      }
      return found.length < limit;
    });
  }

  private nearDescriptions(needle: TrigramNeedle, found: SearchableProduct[], limit: number): void {
    const { descriptions, descriptionProducts } = this;
    const lookup = descriptions.lookUp(needle);
    try {
      const candidates = new Candidates();
      const seen = new Set(found);
      eachNearCandidate(descriptions.size, lookup, needle, (description) => {
        if (!seen.has(descriptionProducts[description]!))
          candidates.add(nearText, lookup.shared(description), description);
      });
      const best = candidates.best(limit - found.length, descriptions, lookup, needle, this.lastPosition);
      found.push(...best.map((description) => descriptionProducts[description]!));
    } finally {
      lookup.release();
    }
  }
}

/** In ascending order, the texts that could be near the needle: sharing enough of its trigrams, and close enough together. */
function eachNearCandidate(size: number, lookup: FieldLookup, needle: TrigramNeedle, visit: (text: number) => void) {
  const fewest = fewestSharedForNear(needle);
  if (fewest === undefined) return;
  for (let text = 0; text < size; text++) {
    if (lookup.shared(text) >= fewest && lookup.couldBeNear(text, true)) visit(text);
  }
}

/** `length()`: characters, not UTF-16 units. */
function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xdc00 || unit > 0xdfff) count++;
  }
  return count;
}

/** Order by code point, as the C collation orders UTF-8 text (UTF-16 units order astral characters too early). */
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Surrogates (astral characters) after the rest of the Basic Multilingual Plane. */
const codePointRank = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);
