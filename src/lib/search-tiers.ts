import type { SearchDictionary } from './listing-words.ts';

/**
 * How a listing matches a search (issue 36), best first: the levels at which one word of the
 * query is found in a listing. A listing's tier is its worst word's level; a relevance-sorted
 * search shows tier 0 first, then 1, 2, 3, each newest first by its sort date (the last raise,
 * else posting), then the listings that hold a word only inside another (`part`: the trigram
 * indexes, also typos' last resort).
 */
export const LEVELS = {
  /** A whole word of the title, or the dictionary key a title's word spells (`айфон` finds "iPhone 13"). */
  titleWord: 0,
  /** The start of a word of the title (`sams` finds "Samsung"). */
  titleStart: 1,
  /** A word of the listing's category (names and everyday words: lib/category-words.ts). */
  category: 2,
  /** A whole word of the description, or the dictionary key one spells. */
  description: 3,
} as const;
export type Level = (typeof LEVELS)[keyof typeof LEVELS];
/** Every level, best first: the tiers the word index serves. */
export const ALL_LEVELS: readonly Level[] = [LEVELS.titleWord, LEVELS.titleStart, LEVELS.category, LEVELS.description];

/** One word of a query, and what it may be found as. */
export interface SearchTerm {
  /** The word as typed (a search key). */
  word: string;
  /** The whole words that match it: the word and the dictionary keys it stands for. */
  keys: string[];
  /** The categories whose names or words hold it (a key, or a word starting with it). */
  categoryIds: number[];
}

/** A listing as the levels read it: its indexed words' keys (lib/listing-words.ts, ` iphone 13 ~apple `) and category. */
export interface IndexedListing {
  titleKey: string;
  bodyKey: string;
  categoryId: number;
}

/**
 * The terms of a query's words (search keys, each once): every word, with the keys the
 * dictionary gives the positions it covers. A phrase's key (`washing machine`) is added to each
 * of its words, so that a listing indexed with the key matches them all, and one that says the
 * words elsewhere still matches word by word.
 */
export function searchTerms(
  words: readonly string[],
  dictionary: SearchDictionary,
  categoriesOf: (term: { word: string; keys: string[] }) => number[],
): SearchTerm[] {
  const keys = words.map((word) => new Set([word]));
  for (const { from, to, keys: meant } of dictionary.queryTerms(words)) {
    for (let at = from; at < to && at < words.length; at++) for (const key of meant) keys[at]!.add(key);
  }
  return words.map((word, at) => {
    // A word the dictionary spells as a key is indexed with that key wherever it is (lib/listing-words.ts): the key alone finds them all.
    const spelled = dictionary.indexWords([word]).filter((key) => key !== word);
    const term = { word, keys: [...keys[at]!].filter((key) => key !== word || !spelled.some((each) => keys[at]!.has(each))) };
    return { ...term, categoryIds: categoriesOf(term) };
  });
}

/** The best level at which a listing holds the term, or null when it holds it at none (only inside a word, or not at all). */
export function levelOf(term: SearchTerm, listing: IndexedListing): Level | null {
  // The keys hold words between spaces: a word whole is ` word `, a word's start ` word`.
  if (term.keys.some((key) => listing.titleKey.includes(` ${key} `))) return LEVELS.titleWord;
  if (listing.titleKey.includes(` ${term.word}`)) return LEVELS.titleStart;
  if (term.categoryIds.includes(listing.categoryId)) return LEVELS.category;
  if (term.keys.some((key) => listing.bodyKey.includes(` ${key} `))) return LEVELS.description;
  return null;
}

/** A listing's tier for a query: its worst term's level; null when some term is not held at any level. */
export function tierOf(terms: readonly SearchTerm[], listing: IndexedListing): Level | null {
  let tier: Level = LEVELS.titleWord;
  for (const term of terms) {
    const level = levelOf(term, listing);
    if (level === null) return null;
    if (level > tier) tier = level;
  }
  return tier;
}

/**
 * Whether a category's words (a search key's words, with the dictionary's keys) hold the term: a
 * key whole, or a word starting with the typed word (`mebel` holds `mebel`, `kolyask` `kolyaska`).
 */
export function categoryHolds(categoryWords: ReadonlySet<string>, term: { word: string; keys: readonly string[] }): boolean {
  if (term.keys.some((key) => categoryWords.has(key))) return true;
  if (term.word.length < 3) return false;
  for (const word of categoryWords) if (word.startsWith(term.word)) return true;
  return false;
}
