import { describe, expect, it } from 'vitest';
import { vocabularyCounter, vocabularyEntries, vocabularyWords, wordShape } from '../../src/lib/search-words.ts';
import { normalizeSearchText, searchKey } from '../../src/lib/text.ts';

describe('the search vocabulary', () => {
  it('counts each word of a key once, from three letters, sorted', () => {
    expect(vocabularyWords('telefon samsung a55 telefon 12 galaxy')).toEqual(['a55', 'galaxy', 'samsung', 'telefon']);
  });

  it('shows a word as its title writes it, and a word only the category gives as the key has it', () => {
    const title = "Qo'y go'shti, Hovli";
    const entries = vocabularyEntries(normalizeSearchText(title), `${searchKey(title)} oziq ovkat`);
    expect(entries).toEqual(
      [
        { word: 'gosxti', display: "go'shti" },
        { word: 'xovli', display: 'hovli' },
        { word: 'koy', display: "qo'y" },
        { word: 'ovkat', display: 'ovkat' },
        { word: 'oziq', display: 'oziq' },
      ].sort((a, b) => (a.word < b.word ? -1 : 1)),
    );
  });

  it('keeps a word’s first letter and length, in letters', () => {
    expect(wordShape('oʻrik')).toEqual({ initial: 'o', length: 5 });
    expect(wordShape('телефон')).toEqual({ initial: 'т', length: 7 });
  });

  it('counts the vocabulary from scratch per kind: a word once per listing, shown as the first listing writes it', () => {
    const counter = vocabularyCounter();
    counter.add('product', 'telefon samsung', 'telefon samsung telefon');
    counter.add('product', 'Samsung divan', 'samsung divan');
    counter.add('service', 'samsung', 'samsung');
    expect(counter.rows().sort((a, b) => (a.kind + a.word < b.kind + b.word ? -1 : 1))).toEqual([
      { kind: 'product', word: 'divan', display: 'divan', initial: 'd', length: 5, listings: 1 },
      { kind: 'product', word: 'samsung', display: 'samsung', initial: 's', length: 7, listings: 2 },
      { kind: 'product', word: 'telefon', display: 'telefon', initial: 't', length: 7, listings: 1 },
      { kind: 'service', word: 'samsung', display: 'samsung', initial: 's', length: 7, listings: 1 },
    ]);
  });
});
