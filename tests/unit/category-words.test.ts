import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_WORDS, categorySearchKey, listingSearchKey } from '../../src/lib/category-words.ts';
import { searchKey } from '../../src/lib/text.ts';

const seed = JSON.parse(readFileSync('src/server/db/seed/categories.json', 'utf8')) as Record<
  'products' | 'services' | 'real_estate',
  Array<{ slug: string; name_uz: string; name_ru: string; name_en: string }>
>;
const all = [...seed.products, ...seed.services, ...seed.real_estate];

describe('category words', () => {
  it('has words for every category of the seed, and none for a category that does not exist', () => {
    expect(Object.keys(CATEGORY_WORDS).sort()).toEqual(all.map((category) => category.slug).sort());
    for (const category of all) expect(CATEGORY_WORDS[category.slug]!.length, category.slug).toBeGreaterThanOrEqual(4);
  });

  it('gives "mashina" to cars alone among the products, so a washing machine is not a car', () => {
    const holders = seed.products.filter((category) =>
      categorySearchKey(category)
        .split(' ')
        .some((word) => word.includes(searchKey('mashin'))),
    );
    expect(holders.map((category) => category.slug)).toEqual(['cars']);
  });

  it('makes one search key of a category: names and words folded, each once, none shorter than three letters', () => {
    const phones = seed.products.find((category) => category.slug === 'phones')!;
    const words = categorySearchKey(phones).split(' ');
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((word) => word.length >= 3)).toBe(true);
    expect(words).toEqual(expect.arrayContaining(['telefonlar', 'telefoni', 'telefon', 'smartfon', 'phones'].map(searchKey)));
  });

  it("puts a listing's title first, then its category's words", () => {
    const cars = seed.products.find((category) => category.slug === 'cars')!;
    expect(listingSearchKey('Cobalt 2021', cars)).toBe(`${searchKey('Cobalt 2021')} ${categorySearchKey(cars)}`);
  });
});
