import { describe, expect, it } from 'vitest';
import { savedQuery } from '../../src/lib/saved-search-rules.ts';
import { readListParams } from '../../src/lib/listing-params.ts';
import { savedSearchSummary } from '../../src/lib/saved-search-summary.ts';
import { getT } from '../../src/server/i18n.ts';
import { listFilters } from '../../src/server/saved-searches/save-search-control.ts';

const texts = (locale: 'uz' | 'ru' | 'en') => ({ t: getT(locale, 'saved-searches'), listings: getT(locale, 'listings'), locale });

describe("a saved search's filters in words", () => {
  it('names the list, the words, the category, the place, the price range, the condition and the safe deal, in each language', () => {
    const filters = { q: 'cobalt', category: 'cars', region: 10, min: 50_000_000, max: 80_000_000, condition: 'used' as const };
    const names = { category: 'Cars', place: 'Chilonzor District, Tashkent City' };
    expect(savedSearchSummary('product', filters, names, texts('en'))).toEqual([
      'Products',
      '“cobalt”',
      'Cars',
      'Chilonzor District, Tashkent City',
      "50.000.000 so'm – 80.000.000 so'm",
      'Used',
    ]);
    expect(savedSearchSummary('product', { max: 80_000_000 }, {}, texts('ru'))).toEqual(['Товары', 'до 80.000.000 сум']);
    expect(savedSearchSummary('product', { min: 1000 }, {}, texts('uz'))).toEqual(['Mahsulotlar', '1.000 soʻm dan']);
    expect(savedSearchSummary('service', { q: 'santexnik' }, { category: undefined }, texts('uz'))).toEqual(['Xizmatlar', '«santexnik»']);
    expect(savedSearchSummary('product', { condition: 'new', safeDeal: true }, {}, texts('en'))).toEqual(['Products', 'New', 'Safe deal']);
    expect(savedSearchSummary('product', { safeDeal: true }, {}, texts('ru'))).toEqual(['Товары', 'Безопасная сделка']);
    expect(savedSearchSummary('product', { safeDeal: true }, {}, texts('uz'))).toEqual(['Mahsulotlar', 'Xavfsiz bitim']);
    // Real estate: its own filters in words, its bounds in dollars.
    const flats = readListParams(new URLSearchParams('max=80000&cur=USD&rooms=2&rooms=3&floor=not_first&deal=sale'), 'real_estate');
    expect(
      savedSearchSummary('real_estate', { max: flats.max, own: flats.own }, { category: 'Flats' }, { ...texts('en'), own: getT('en', 'realestate') }),
    ).toEqual(['Real estate', 'Flats', 'up to $80.000', 'Sale', 'Rooms: 2, 3', 'Not the first floor']);
  });
});

describe('the filters a list would save', () => {
  const page = (query: string) => ({
    params: readListParams(new URLSearchParams(query), 'product'),
    categories: [{ id: 7, slug: 'cars', name_uz: 'Avtomobillar', name_ru: 'Автомобили', name_en: 'Cars' }] as never[],
    regions: [{ id: 10, region: 'Toshkent shahri', region_ru: 'Ташкент', region_en: 'Tashkent City' }],
    districts: [{ id: 101, district: 'Chilonzor tumani', district_ru: 'Чиланзарский район', district_en: 'Chilonzor District' }],
  });

  it('are none for a list that narrows nothing, or only by a seller or by hiding reserved listings', () => {
    expect(listFilters(page(''))).toBeNull();
    expect(listFilters(page('seller=5&hide_reserved=1&sort=price&size=24&page=2'))).toBeNull();
    // A category or a place the list does not know is no filter either.
    expect(listFilters(page('category=nothing&region=99'))).toBeNull();
  });

  it('keep what the saved-searches service keeps, so the list can tell it is saved by the canonical query', () => {
    const filters = listFilters(page('q=cobalt&category=cars&region=10&district=101&max=80000000&sort=price&page=3&seller=5'))!;
    expect(filters).toEqual({ q: 'cobalt', category: 'cars', region: 10, district: 101, min: undefined, max: 80_000_000, condition: undefined });
    expect(savedQuery(filters, 'product')).toBe('?q=cobalt&category=cars&region=10&district=101&max=80000000');
  });
});
