import { searchKey } from './text.ts';

/** The words of a search key (lib/text.ts `searchKey`) that the vocabulary counts: each once, three letters or more, sorted. */
export function vocabularyWords(key: string): string[] {
  return [...new Set(key.split(' ').filter((word) => word.length >= 3 && word.length <= 60))].sort();
}

/** What the vocabulary keeps of a word beside it: its first letter and length (lib/typo.ts looks candidates up by them). */
export function wordShape(word: string): { initial: string; length: number } {
  return { initial: [...word][0] ?? '', length: [...word].length };
}

/**
 * The vocabulary entries of a listing: each word of its search key with the form to show it in
 * ("Did you mean…"): the word as its title writes it (`normalizeSearchText`, before `searchKey`
 * folds q, h and apostrophes: `qoʻy`, not `koy`), or the key's own form for a word that only its
 * category gives.
 */
export function vocabularyEntries(searchText: string, key: string): Array<{ word: string; display: string }> {
  const shown = new Map<string, string>();
  for (const token of searchText.split(/[^\p{L}\p{N}']+/u)) {
    const folded = searchKey(token);
    if (folded && !folded.includes(' ') && !shown.has(folded)) shown.set(folded, token.replace(/^'+|'+$/g, ''));
  }
  return vocabularyWords(key).map((word) => ({ word, display: shown.get(word) ?? word }));
}

/** One row of the vocabulary (`search_words`). */
export interface VocabularyRow {
  kind: string;
  word: string;
  display: string;
  initial: string;
  length: number;
  listings: number;
}

/**
 * The vocabulary of listings counted from scratch (the migration that creates it, the bench
 * seed): fed each listing's kind, words as written and search key, it gives one row per word of
 * a kind with how many listings hold it, shown as the first listing that had it writes it.
 */
export function vocabularyCounter() {
  const counts = new Map<string, { kind: string; word: string; display: string; listings: number }>();
  return {
    add(kind: string, wordsText: string, key: string): void {
      for (const { word, display } of vocabularyEntries(wordsText, key)) {
        const entry = counts.get(`${kind}\u0000${word}`);
        if (entry) entry.listings += 1;
        else counts.set(`${kind}\u0000${word}`, { kind, word, display, listings: 1 });
      }
    },
    rows(): VocabularyRow[] {
      return [...counts.values()].map((entry) => ({ ...entry, ...wordShape(entry.word) }));
    },
  };
}
