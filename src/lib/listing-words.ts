import { searchKey } from './text.ts';

/**
 * What the word index (issue 36) needs of the search dictionary (lib/search-dictionary.ts): its
 * version, the words to index for a text's words (they and the keys of the entries they spell),
 * and the keys a query's words stand for. Passed in, so that a test can index with another one.
 */
export interface SearchDictionary {
  /** Raised on every change of the entries: the listings indexed with an older one are re-keyed (search/search-keys.service.ts). */
  readonly version: number;
  /** The words given, then the key of every entry a word (or a run of words) of them spells, each once. */
  indexWords(words: readonly string[]): string[];
  /** For the query's word positions [from, to) a variant covers, the entry keys it stands for. */
  queryTerms(words: readonly string[]): Array<{ from: number; to: number; keys: string[] }>;
}

/** A dictionary that knows no word: every word stands for itself. */
export const NO_DICTIONARY: SearchDictionary = {
  version: 0,
  indexWords: (words) => [...new Set(words)],
  queryTerms: () => [],
};

/** The longest word indexed: a title's longest (lib/listing-kinds.ts `titleMax`); a description's longer strings are not words anyone types. */
export const INDEXED_WORD_MAX = 120;
/** The most words of a description indexed (after those of the title): its first ones, where sellers put what matters. */
export const DESCRIPTION_WORDS_MAX = 120;

const wordsOf = (text: string) =>
  searchKey(text)
    .split(' ')
    .filter((word) => word.length > 0 && word.length <= INDEXED_WORD_MAX);

/**
 * A listing's indexed words (`listing_words`, kept by the database's triggers from these two
 * columns): the title's words and the dictionary keys they spell (`title_key`), and the
 * description's that the title lacks (`body_key`), each with a space either side
 * (` iphone 15 pro ~apple `), so that a LIKE may find a whole word (` pro `) or a word's start
 * (` pro`). Words are search keys (lib/text.ts): letters, digits and the dictionary's `~`.
 */
export function listingWordKeys(title: string, description: string, dictionary: SearchDictionary): { titleKey: string; bodyKey: string } {
  const titleWords = dictionary.indexWords(wordsOf(title));
  const inTitle = new Set(titleWords);
  const bodyWords = dictionary
    .indexWords(wordsOf(description))
    .filter((word) => !inTitle.has(word))
    .slice(0, DESCRIPTION_WORDS_MAX);
  const padded = (words: string[]) => (words.length > 0 ? ` ${words.join(' ')} ` : '');
  return { titleKey: padded(titleWords), bodyKey: padded(bodyWords) };
}
