import { describe, expect, it } from 'vitest';
import { DESCRIPTION_WORDS_MAX, INDEXED_WORD_MAX, listingWordKeys, NO_DICTIONARY } from '../../src/lib/listing-words.ts';
import { SEARCH_DICTIONARY } from '../../src/lib/search-dictionary.ts';
import { categoryHolds, LEVELS, levelOf, searchTerms, tierOf, type IndexedListing } from '../../src/lib/search-tiers.ts';
import { searchWords } from '../../src/lib/text.ts';

const PHONES = 1;
const CARS = 2;
const listing = (title: string, description: string, categoryId: number): IndexedListing => ({
  ...listingWordKeys(title, description, SEARCH_DICTIONARY),
  categoryId,
});
const terms = (query: string, categories: Record<number, string[]> = { [PHONES]: ['telefon', 'smartfon'], [CARS]: ['mashina', 'avtomobil'] }) =>
  searchTerms(searchWords(query), SEARCH_DICTIONARY, (term) =>
    Object.entries(categories)
      .filter(([, words]) => categoryHolds(new Set(words), term))
      .map(([id]) => Number(id)),
  );

describe('listingWordKeys (the word index of a listing)', () => {
  it('keys the title words, each once, with the dictionary keys they spell, between spaces', () => {
    const { titleKey } = listingWordKeys('Chevrolet Cobalt, Chevrolet!', '', SEARCH_DICTIONARY);
    // Search keys (lib/text.ts): h is folded to x, as a Russian keyboard types it.
    expect(titleKey).toBe(' cxevrolet cobalt ~chevrolet ~cobalt ');
  });

  it('keys the description words the title lacks, at most DESCRIPTION_WORDS_MAX, and no word longer than a title may be', () => {
    const many = Array.from({ length: DESCRIPTION_WORDS_MAX + 30 }, (_, at) => `soz${at}`).join(' ');
    const { titleKey, bodyKey } = listingWordKeys('Galaxy A55', `Galaxy ekran AMOLED ${'x'.repeat(INDEXED_WORD_MAX + 1)} ${many}`, NO_DICTIONARY);
    expect(titleKey).toBe(' galaxy a55 ');
    expect(bodyKey.startsWith(' ekran amoled soz0 ')).toBe(true);
    expect(bodyKey).not.toContain(' galaxy ');
    expect(bodyKey).not.toContain('xxx');
    expect(bodyKey.trim().split(' ')).toHaveLength(DESCRIPTION_WORDS_MAX);
  });

  it('keeps a 120-letter word of a title whole, so that typing it finds the listing', () => {
    const word = 'a'.repeat(INDEXED_WORD_MAX);
    expect(listingWordKeys(`${word} sotiladi`, '', NO_DICTIONARY).titleKey).toBe(` ${word} sotiladi `);
  });

  it('leaves both keys empty for a listing without words', () => {
    expect(listingWordKeys('!!!', '', NO_DICTIONARY)).toEqual({ titleKey: '', bodyKey: '' });
  });
});

describe('the levels and tiers of a search (lib/search-tiers.ts)', () => {
  it('finds a brand typed in Cyrillic or as it sounds as a whole title word', () => {
    const cobalt = listing('Chevrolet Cobalt 2021', 'Holati yaxshi', CARS);
    for (const query of ['шевроле', 'shevrolet', 'kobalt']) expect(tierOf(terms(query), cobalt), query).toBe(LEVELS.titleWord);
  });

  it('ranks a title word, then a word start, then the category, then the description', () => {
    const FURNITURE = 3;
    const [term] = terms('mebel', { [FURNITURE]: ['mebel', 'divan'] });
    expect(levelOf(term!, listing('Mebel sotiladi', '', 9))).toBe(LEVELS.titleWord);
    expect(levelOf(term!, listing('Mebellar toʻplami', '', 9))).toBe(LEVELS.titleStart);
    expect(levelOf(term!, listing('Qizil kreslo', '', FURNITURE))).toBe(LEVELS.category);
    expect(levelOf(term!, listing('Qizil kreslo', 'Yangi mebel', 9))).toBe(LEVELS.description);
    expect(levelOf(term!, listing('Qizil kreslo', 'Yangi', 9))).toBeNull();
  });

  it('gives a listing its weakest word’s level, and none when a word is missing', () => {
    const query = terms('samsung telefon');
    expect(tierOf(query, listing('Samsung telefon', '', PHONES))).toBe(LEVELS.titleWord);
    expect(tierOf(query, listing('Samsung Galaxy A55', '', PHONES))).toBe(LEVELS.category);
    expect(tierOf(query, listing('Samsung kir yuvish mashinasi', '', 9))).toBeNull();
  });

  it('finds a generic trade’s trades one way: usta finds a plumber, a plumber search does not find every usta', () => {
    const plumber = listing('Santexnik xizmati', '', 9);
    expect(tierOf(terms('usta'), plumber)).toBe(LEVELS.titleWord);
    expect(tierOf(terms('santexnik'), listing('Usta xizmati', '', 9))).toBeNull();
  });

  it('matches a phrase of the dictionary word by word: "washing machine" finds a kir yuvish mashinasi', () => {
    expect(tierOf(terms('washing machine'), listing('Kir yuvish mashinasi Artel', '', 9))).toBe(LEVELS.titleWord);
  });

  it('searches a word the dictionary spells by its key alone, and keeps a word it does not know', () => {
    expect(terms('айфон')[0]!.keys).toEqual(['~iphone']);
    expect(terms('qizil')[0]!.keys).toEqual(['kizil']);
  });

  it('holds a category by a key whole or a word starting with the typed word, not by two letters', () => {
    expect(categoryHolds(new Set(['telefon']), { word: 'tel', keys: ['tel'] })).toBe(true);
    expect(categoryHolds(new Set(['telefon']), { word: 'te', keys: ['te'] })).toBe(false);
    expect(categoryHolds(new Set(['~phone']), { word: 'phone', keys: ['~phone'] })).toBe(true);
  });
});
