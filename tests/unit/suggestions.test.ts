import { describe, expect, it } from 'vitest';
import { matchingCategories, readSuggestQuery, scriptOf, titlePhrases, type SuggestQuery } from '../../src/lib/suggestions.ts';

const query = (text: string) => readSuggestQuery(text) as SuggestQuery;

const CATEGORIES = [
  { slug: 'phones', name_uz: 'Telefonlar va aksessuarlar', name_ru: 'Телефоны и аксессуары', name_en: 'Phones & accessories' },
  { slug: 'electronics', name_uz: 'Elektronika', name_ru: 'Электроника', name_en: 'Electronics' },
  { slug: 'cars', name_uz: 'Avtomobillar', name_ru: 'Легковые автомобили', name_en: 'Cars' },
];

describe('suggestion queries', () => {
  it('completes the last word after the words before it, and waits for two letters', () => {
    expect(readSuggestQuery('')).toBeNull();
    expect(readSuggestQuery('  t ')).toBeNull();
    expect(query('te')).toMatchObject({ typed: [], words: [], prefix: 'te', script: 'latin' });
    expect(query('Samsung  Gal')).toMatchObject({ typed: ['Samsung'], words: ['samsung'], prefix: 'gal' });
    // A one-letter last word after whole words still completes.
    expect(query('iphone 1')).toMatchObject({ typed: ['iphone'], words: ['ipxone'], prefix: '1' }); // search keys fold h to x
    expect(query('Холодил')).toMatchObject({ prefix: 'xolodil', script: 'cyrillic' });
  });

  it('tells the scripts apart by any Cyrillic letter', () => {
    expect(scriptOf('telefon')).toBe('latin');
    expect(scriptOf('телефон')).toBe('cyrillic');
    expect(scriptOf('iPhone чехол')).toBe('cyrillic');
  });
});

describe('suggested categories', () => {
  it('are those whose names or search words every typed word starts, in any language or script', () => {
    expect(matchingCategories(CATEGORIES, query('tele')).map((category) => category.slug)).toEqual(['phones', 'electronics']);
    expect(matchingCategories(CATEGORIES, query('смартф')).map((category) => category.slug)).toEqual(['phones']);
    expect(matchingCategories(CATEGORIES, query('mashi')).map((category) => category.slug)).toEqual(['cars']);
    expect(matchingCategories(CATEGORIES, query('qizil mashi'))).toEqual([]);
  });
});

describe('suggested phrases', () => {
  const titles = [
    'Samsung Galaxy A55',
    'Samsung Galaxy S24 Ultra',
    'Samsung Galaxy A55, qutisi bilan',
    'Samsung Gear watch',
    'Galaxy Tab S9',
    'Телефон Samsung Galaxy',
  ];

  it('complete the last word alone and with the word after it, commonest first, after the words typed before', () => {
    expect(titlePhrases(titles, query('samsung gal'), 8)).toEqual(['samsung galaxy', 'samsung galaxy a55', 'samsung galaxy s24', 'samsung galaxy tab']);
    expect(titlePhrases(titles, query('sams'), 3)).toEqual(['samsung', 'samsung galaxy', 'samsung gear']);
  });

  it('come in the query’s script first, as the titles write them, in lower case', () => {
    const mixed = ['Telefon Redmi Note 12', 'Telefon uchun gʻilof', 'Телефон Samsung', 'Телефон Redmi'];
    expect(titlePhrases(mixed, query('тел'), 3)).toEqual(['телефон', 'телефон redmi', 'телефон samsung']);
    expect(titlePhrases(mixed, query('tel'), 3)).toEqual(['telefon', 'telefon redmi', 'telefon uchun']);
    expect(titlePhrases(['Oʻrindiq yangi'], query('orin'), 1)).toEqual(['oʻrindiq']);
  });

  it('are none when no title completes the word', () => {
    expect(titlePhrases(titles, query('iphone'), 8)).toEqual([]);
  });
});
