import { categorySearchKey, type CategoryNames } from './category-words.ts';
import { searchKey, searchWords } from './text.ts';

/**
 * Suggestions as one types (issue 21, item 5): the categories a query names, then the phrases
 * that complete its last word in the titles of recent listings, commonest first, in the query's
 * script. Pure: the service hands in the categories and the titles.
 */

/** At most this many suggestions, categories included. */
export const MAX_SUGGESTIONS = 8;
/** At most this many of them categories. */
export const MAX_CATEGORIES = 3;
/** A query needs this many letters or digits before anything is suggested (one letter matches too much to help). */
export const SUGGEST_MIN_LENGTH = 2;

export type Script = 'cyrillic' | 'latin';

/** The script a text is written in: Cyrillic if any of its letters is. */
export function scriptOf(text: string): Script {
  return /\p{Script=Cyrillic}/u.test(text) ? 'cyrillic' : 'latin';
}

/** What a suggestion query asks: its whole words, and the start of the last one (search keys). */
export interface SuggestQuery {
  /** The words typed before the last, as typed (kept in front of every phrase). */
  typed: string[];
  /** Their search keys: every one must be in a title that completes the query. */
  words: string[];
  /** The last word's search key: the word to complete. */
  prefix: string;
  script: Script;
}

/** A query as suggestions read it; null when it is too short to suggest anything. */
export function readSuggestQuery(text: string): SuggestQuery | null {
  const tokens = text
    .normalize('NFC')
    .trim()
    .split(/\s+/)
    .filter((token) => searchKey(token) !== '');
  const last = tokens.at(-1);
  if (last === undefined) return null;
  const prefix = searchWords(last).at(-1) ?? '';
  if ([...prefix].length < SUGGEST_MIN_LENGTH && tokens.length === 1) return null;
  return { typed: tokens.slice(0, -1), words: searchWords(tokens.slice(0, -1).join(' ')), prefix, script: scriptOf(text) };
}

/** The categories every word of the query starts a word of (their names in three languages, their search words). */
export function matchingCategories<C extends CategoryNames>(categories: C[], query: SuggestQuery): C[] {
  const starts = [...query.words, query.prefix].map((word) => ` ${word}`);
  return categories.filter((category) => starts.every((start) => ` ${categorySearchKey(category)}`.includes(start))).slice(0, MAX_CATEGORIES);
}

/** The words of a title as written (letters, digits, apostrophes inside a word). */
function wordsOf(title: string): string[] {
  return title
    .normalize('NFC')
    .split(/[^\p{L}\p{N}'ʻʼ‘’`]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Search keys of title words, remembered: the same few thousand words make most titles, and a key costs a microsecond or two. */
const wordKeys = new Map<string, string>();
function wordKey(word: string): string {
  let key = wordKeys.get(word);
  if (key === undefined) {
    if (wordKeys.size >= 50_000) wordKeys.clear();
    key = searchKey(word);
    wordKeys.set(word, key);
  }
  return key;
}

/**
 * Phrases that complete the query in these titles: the word that the last typed word starts, alone
 * and with the word after it, after the words typed before, in lower case as the titles write them.
 * Commonest first (how many titles hold them), the query's script before the other, shorter first.
 */
export function titlePhrases(titles: string[], query: SuggestQuery, limit: number): string[] {
  const found = new Map<string, { text: string; count: number; script: Script; words: number }>();
  const add = (phrase: string[]) => {
    const text = phrase.join(' ').toLowerCase();
    const script = scriptOf(phrase[0]!);
    // One phrase however it is spelled within a script (apostrophes, case); each script its own.
    const key = `${script}:${phrase.map(wordKey).join(' ')}`;
    const entry = found.get(key);
    if (entry) entry.count += 1;
    else found.set(key, { text, count: 1, script, words: phrase.length });
  };
  for (const title of titles) {
    const words = wordsOf(title);
    const at = words.findIndex((word) => wordKey(word).startsWith(query.prefix));
    if (at < 0) continue;
    add([words[at]!]);
    const next = words[at + 1];
    if (next !== undefined) add([words[at]!, next]);
  }
  const before = query.typed.join(' ');
  const typedKeys = new Set(query.words);
  return (
    [...found.values()]
      // A completion that only repeats a word typed before it says nothing new.
      .filter((entry) => !(entry.words === 1 && typedKeys.has(searchKey(entry.text))))
      .sort(
        (a, b) =>
          Number(b.script === query.script) - Number(a.script === query.script) || b.count - a.count || a.words - b.words || a.text.localeCompare(b.text),
      )
      .slice(0, limit)
      .map((entry) => (before ? `${before} ${entry.text}` : entry.text))
  );
}
