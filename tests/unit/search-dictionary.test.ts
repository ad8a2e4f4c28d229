import { describe, expect, it } from 'vitest';
import {
  createDictionary,
  DICTIONARY_VERSION,
  dictionaryFingerprint,
  ENTRIES,
  foldVariant,
  indexWords,
  queryTerms,
  type DictionaryEntry,
} from '../../src/lib/search-dictionary.ts';
import { searchKey } from '../../src/lib/text.ts';

const words = (text: string) => searchKey(text).split(' ');
/** The keys a title is indexed with (its own words left out). */
const indexed = (title: string) => indexWords(words(title)).filter((word) => word.startsWith('~'));
/** Every key a query's words stand for. */
const queried = (query: string) => queryTerms(words(query)).flatMap((term) => term.keys);
/** Whether a query finds a title through the dictionary: every group of the query has a key the title is indexed with. */
const finds = (query: string, title: string) => {
  const keys = new Set(indexed(title));
  const terms = queryTerms(words(query));
  return terms.length > 0 && terms.every((term) => term.keys.some((key) => keys.has(key)));
};

describe('the search dictionary', () => {
  it('has a positive integer version and between 150 and 250 entries, each key once', () => {
    expect(Number.isInteger(DICTIONARY_VERSION) && DICTIONARY_VERSION > 0).toBe(true);
    expect(ENTRIES.length).toBeGreaterThanOrEqual(150);
    expect(ENTRIES.length).toBeLessThanOrEqual(250);
    expect(new Set(ENTRIES.map((entry) => entry.key)).size).toBe(ENTRIES.length);
  });

  it('folds every variant to words of three letters or more (a two-letter brand name alone excepted), stems of four or more', () => {
    for (const entry of ENTRIES) {
      expect(entry.variants.length, entry.key).toBeGreaterThan(0);
      for (const variant of entry.variants) {
        const { words: folded, stems } = foldVariant(variant);
        expect(folded.length, variant).toBeGreaterThan(0);
        folded.forEach((word, at) => {
          if (!(entry.family === 'brand' && folded.length === 1 && word === entry.key.replace(/h/g, 'x')))
            expect(word.length, variant).toBeGreaterThanOrEqual(3);
          if (stems[at]) expect(word.length, variant).toBeGreaterThanOrEqual(4);
        });
      }
    }
  });

  it('gives no variant to two entries: each, read as a query, is one term of its own entry alone (with the entries it names as narrower)', () => {
    for (const entry of ENTRIES) {
      const allowed = new Set([entry.key, ...(entry.narrower ?? [])].map((key) => `~${key}`));
      for (const variant of entry.variants) {
        const folded = foldVariant(variant).words;
        const terms = queryTerms(folded);
        expect(terms, variant).toHaveLength(1);
        expect(terms[0]!.from, variant).toBe(0);
        expect(terms[0]!.to, variant).toBe(folded.length);
        expect(terms[0]!.keys[0], variant).toBe(`~${entry.key}`);
        expect(
          terms[0]!.keys.filter((key) => !allowed.has(key) && !ENTRIES.some((other) => allowed.has(`~${other.key}`) && other.narrower?.includes(key.slice(1)))),
          variant,
        ).toEqual([]);
      }
    }
  });

  it('indexes a text with its words first, then each key once', () => {
    expect(indexWords(words('Chevrolet Cobalt 2022, Cobalt'))).toEqual(['cxevrolet', 'cobalt', '2022', '~chevrolet', '~cobalt']);
    expect(indexWords(['', 'stol', ''])).toEqual(['stol', '~table']);
    expect(indexWords(words('Qadimgi yozuvlar'))).toEqual(['kadimgi', 'yozuvlar']);
  });

  it('knows brands in Latin, Cyrillic and as they sound, and a brand finds its models', () => {
    expect(indexed('Chevrolet Cobalt 2022')).toEqual(expect.arrayContaining(['~chevrolet', '~cobalt']));
    for (const query of ['шевроле', 'shevrolet', 'Chevrolet', 'ШЕВРОЛЕ']) {
      expect(finds(query, 'Chevrolet Cobalt'), query).toBe(true);
      expect(finds(query, 'Cobalt uchun old faralar'), query).toBe(true);
    }
    for (const query of ['apple', 'эппл']) {
      expect(finds(query, 'iPhone 13'), query).toBe(true);
      expect(finds(query, 'MacBook Air M2'), query).toBe(true);
    }
    for (const query of ['хендай', 'хюндай', 'xyundai', 'Hyundai']) expect(queried(query), query).toContain('~hyundai');
    for (const query of ['сяоми', 'ксиоми', 'shiaomi']) expect(finds(query, 'Redmi Note 13 Pro'), query).toBe(true);
    expect(finds('самсунг', 'Samsung Galaxy A55')).toBe(true);
    expect(finds('плейстейшн', 'PlayStation 5 Slim')).toBe(true);
  });

  it('knows models in other spellings, and a model does not find the brand’s other models', () => {
    for (const query of ['kobalt', 'кобальт']) expect(finds(query, 'Chevrolet Cobalt'), query).toBe(true);
    for (const query of ['айфон', 'ayfon', 'iphone']) expect(finds(query, 'iPhone 13'), query).toBe(true);
    for (const query of ['нексия', 'neksiya']) expect(finds(query, 'Nexia 3'), query).toBe(true);
    for (const query of ['ласетти', 'gentra', 'джентра']) expect(finds(query, 'Chevrolet Lacetti, 2013'), query).toBe(true);
    expect(finds('макбук', 'MacBook Air M2')).toBe(true);
    expect(finds('айфон', 'MacBook Air M2')).toBe(false);
    expect(finds('kobalt', 'Chevrolet Nexia 3')).toBe(false);
    // Spark is also a Tecno phone: not one of Chevrolet's models
    expect(queried('chevrolet')).not.toContain('~spark');
  });

  it('knows everyday goods across Uzbek, Russian and English, phrases as one term', () => {
    for (const query of ['мёд', 'мед', 'honey', 'asal']) expect(finds(query, 'Tabiiy togʻ asali, 1 kg'), query).toBe(true);
    for (const query of ['детская коляска', 'коляска', 'stroller', 'aravacha']) expect(finds(query, 'Bolalar aravachasi, 3 tasi 1 da'), query).toBe(true);
    expect(queryTerms(words('детская коляска'))).toEqual([{ from: 0, to: 2, keys: ['~stroller'] }]);
    expect(queryTerms(words('инвалидная коляска'))).toEqual([{ from: 0, to: 2, keys: ['~wheelchair'] }]);
    // A wheelchair's title is indexed as a wheelchair only: `aravacha` inside it is not a stroller.
    expect(finds('детская коляска', 'Yigʻiladigan nogironlar aravachasi')).toBe(false);
    expect(finds('инвалидная коляска', 'Yigʻiladigan nogironlar aravachasi')).toBe(true);
    for (const query of ['washing machine', 'стиральная машина', 'стиралка', 'kir yuvish mashinasi'])
      expect(finds(query, 'Kir yuvish mashinasi Artel'), query).toBe(true);
    expect(queryTerms(words('washing machine'))).toEqual([{ from: 0, to: 2, keys: ['~washer'] }]);
    for (const query of ['холодильник', 'fridge']) expect(finds(query, 'Artel No Frost muzlatkichi'), query).toBe(true);
    for (const query of ['sofa', 'диван']) expect(finds(query, 'Burchakli yumshoq divan'), query).toBe(true);
    for (const query of ['ковёр', 'ковер', 'carpet']) expect(finds(query, 'Qoʻlda toʻqilgan gilam'), query).toBe(true);
    for (const query of ['bicycle', 'велосипед']) expect(finds(query, 'Bolalar velosipedi, 16 dyuym'), query).toBe(true);
    for (const query of ['cat', 'кошка', 'котёнок']) expect(finds(query, 'Britaniya mushuk bolasi'), query).toBe(true);
    for (const query of ['puppy', 'щенок']) expect(finds(query, 'Alabay kuchugi, 3 oylik'), query).toBe(true);
    for (const query of ['рюкзак', 'backpack']) expect(finds(query, 'Ortopedik maktab ryukzagi'), query).toBe(true);
    // a query word the dictionary does not know is absent from the terms
    expect(queryTerms(words('yangi мёд'))).toEqual([{ from: 1, to: 2, keys: ['~honey'] }]);
  });

  it('expands a generic trade to the specific trades one way: usta finds a plumber, a plumber does not find every usta', () => {
    expect(indexed('Santexnik xizmati')).toEqual(['~santexnik']);
    for (const query of ['usta', 'мастер', 'handyman']) {
      expect(finds(query, 'Santexnik xizmati'), query).toBe(true);
      expect(finds(query, 'Elektrik: simlarni almashtirish'), query).toBe(true);
      expect(finds(query, 'Dutor, usta ishi'), query).toBe(true);
    }
    for (const query of ['сантехник', 'plumber', 'santexnik']) {
      expect(finds(query, 'Santexnik xizmati'), query).toBe(true);
      expect(finds(query, 'Dutor, usta ishi'), query).toBe(false);
    }
    for (const query of ['ремонт', 'taʼmir', 'repair']) expect(finds(query, 'Televizor taʼmiri'), query).toBe(true);
    for (const query of ['повар', 'cook']) expect(finds(query, 'Tajribali oshpaz'), query).toBe(true);
  });

  it('fingerprints the folded entries: stable across calls, changed by a changed entry', () => {
    expect(dictionaryFingerprint()).toMatch(/^[0-9a-f]{16}$/);
    expect(dictionaryFingerprint()).toBe(dictionaryFingerprint());
    expect(createDictionary(ENTRIES).dictionaryFingerprint()).toBe(dictionaryFingerprint());
    const changed: DictionaryEntry[] = ENTRIES.map((entry) => (entry.key === 'honey' ? { ...entry, variants: [...entry.variants, 'бал'] } : entry));
    expect(createDictionary(changed).dictionaryFingerprint()).not.toBe(dictionaryFingerprint());
    const small = createDictionary([{ key: 'honey', family: 'goods', variants: ['asal*', 'мёд'] }]);
    expect(small.indexWords(words('Tabiiy asal'))).toEqual(['tabiiy', 'asal', '~honey']);
    expect(small.queryTerms(words('iphone'))).toEqual([]);
  });

  it('refuses a dictionary with a key twice or a narrower entry that is not there', () => {
    expect(() => createDictionary([...ENTRIES, { key: 'honey', family: 'goods', variants: ['bal'] }])).toThrow(/honey twice/);
    expect(() => createDictionary([{ key: 'usta', family: 'trade', variants: ['usta'], narrower: ['nobody'] }])).toThrow(/nobody/);
  });
});
