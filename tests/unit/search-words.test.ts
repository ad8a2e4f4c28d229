import { describe, expect, it } from 'vitest';
import { vocabularyEntries, vocabularyWords, wordShape } from '../../src/lib/search-words.ts';
import { normalizeSearchText, searchKey } from '../../src/lib/text.ts';

describe('the search vocabulary', () => {
  it('counts each word of a key once, from three letters, sorted', () => {
    expect(vocabularyWords('telefon samsung a55 telefon 12 galaxy')).toEqual(['a55', 'galaxy', 'samsung', 'telefon']);
  });

  it('shows a word as its title writes it, and a word only the category gives as the key has it', () => {
    const title = "Qo'y go'shti, Hovli";
    const entries = vocabularyEntries(normalizeSearchText(title), `${searchKey(title)} oziq ovkat`);
    expect(entries).toEqual([
      { word: 'gosxti', display: "go'shti" },
      { word: 'xovli', display: 'hovli' },
      { word: 'koy', display: "qo'y" },
      { word: 'ovkat', display: 'ovkat' },
      { word: 'oziq', display: 'oziq' },
    ].sort((a, b) => (a.word < b.word ? -1 : 1)));
  });

  it('keeps a word’s first letter and length, in letters', () => {
    expect(wordShape('oʻrik')).toEqual({ initial: 'o', length: 5 });
    expect(wordShape('телефон')).toEqual({ initial: 'т', length: 7 });
  });
});
