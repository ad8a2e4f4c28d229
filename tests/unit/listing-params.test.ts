import { describe, expect, it } from 'vitest';
import { badgeCount } from '../../src/lib/badge-count.ts';
import { formatPrice, formatTimeAgo } from '../../src/lib/format.ts';
import { getT } from '../../src/server/i18n.ts';
import { changeParams, hasFilters, listQuery, readListParams } from '../../src/lib/listing-params.ts';

const read = (query: string) => readListParams(new URLSearchParams(query), 'product');

describe('list filters in the URL', () => {
  it('reads what makes sense and drops the rest', () => {
    expect(read('q=telefon&category=phones&region=10&district=120&min=1.000.000&max=5000000&condition=new&sort=price&size=24&page=3')).toEqual({
      kind: 'product',
      q: 'telefon',
      category: 'phones',
      region: 10,
      district: 120,
      min: 1_000_000,
      max: 5_000_000,
      condition: 'new',
      seller: undefined,
      sort: 'price',
      page: 3,
      size: 24,
      sizes: [12, 24, 48],
    });
    expect(read('category=<script>&region=-1&min=abc&condition=broken&sort=name&size=10&page=0')).toEqual(read(''));
    expect(read('')).toMatchObject({ sort: 'newest', page: 1, size: 12 });
  });

  it("reads a kind's own filters (real estate) and writes them back canonically, leaving the other kinds' lists without them", () => {
    const search =
      'floor=not_last&rooms=3&rooms=2&rooms=9&deal=sale&cur=USD&max=80000&area_min=90&area_max=40&floor=not_first&owner=1&sort=price_m2&furnished=0';
    const params = readListParams(new URLSearchParams(search), 'real_estate');
    expect(params.own).toEqual({
      deal: 'sale',
      rooms: [2, 3],
      currency: 'USD',
      areaMin: 40,
      areaMax: 90,
      notFirstFloor: true,
      notLastFloor: true,
      newBuilding: undefined,
      furnished: undefined,
      ownerOnly: true,
    });
    expect(params).toMatchObject({ max: 80_000, sort: 'price_m2' });
    expect(listQuery(params)).toBe('?max=80000&deal=sale&rooms=2&rooms=3&cur=USD&area_min=40&area_max=90&floor=not_first&floor=not_last&owner=1&sort=price_m2');
    expect(hasFilters(readListParams(new URLSearchParams('cur=USD'), 'real_estate'))).toBe(false);
    expect(readListParams(new URLSearchParams(search), 'product')).toMatchObject({ own: undefined, sort: 'newest' });
    expect(changeParams(params, { own: { ...params.own, rooms: undefined } }).own?.rooms).toBeUndefined();
  });

  it('reads the safe deal as `safe_deal=1` on the lists of goods only, writes it back after the condition, and counts it as a filter', () => {
    const params = read('safe_deal=1&condition=used&q=divan');
    expect(params.safeDeal).toBe(true);
    expect(listQuery(params)).toBe('?q=divan&condition=used&safe_deal=1');
    expect(hasFilters(read('safe_deal=1'))).toBe(true);
    expect(read('safe_deal=true').safeDeal).toBeUndefined();
    expect(listQuery(changeParams(params, { safeDeal: undefined }))).toBe('?q=divan&condition=used');
    expect(readListParams(new URLSearchParams('safe_deal=1'), 'service').safeDeal).toBeUndefined();
    expect(readListParams(new URLSearchParams('safe_deal=1'), 'real_estate').safeDeal).toBeUndefined();
  });

  it('offers each list its own page sizes, the first being the default, and services no price or condition', () => {
    const services = readListParams(new URLSearchParams('size=12&min=100&max=200&condition=new&sort=price'), 'service');
    expect(services).toMatchObject({ size: 10, sizes: [10, 20, 50], sort: 'newest' });
    expect(services).toMatchObject({ min: undefined, max: undefined, condition: undefined });
    expect(listQuery({ ...services, size: 20 })).toBe('?size=20');
    expect(listQuery(services)).toBe('');
  });

  it('writes a canonical query without defaults, and round-trips', () => {
    const params = read('size=48&q=divan&page=2&region=5');
    expect(listQuery(params)).toBe('?q=divan&region=5&size=48&page=2');
    expect(read(listQuery(params).slice(1))).toEqual(params);
    expect(listQuery(read(''))).toBe('');
  });

  it('orders a search best match first unless another order is chosen, a list newest first, and keeps the default out of the URL', () => {
    expect(read('q=divan').sort).toBe('relevance');
    expect(read('sort=relevance').sort).toBe('newest'); // no words: nothing to rank
    expect(read('q=divan&sort=newest').sort).toBe('newest');
    expect(listQuery(read('q=divan'))).toBe('?q=divan');
    expect(listQuery(read('q=divan&sort=newest'))).toBe('?q=divan&sort=newest');
    expect(listQuery(read('sort=newest'))).toBe('');
    expect(listQuery({ ...read('q=divan'), q: undefined })).toBe(''); // words dropped by hand: their order goes with them
    // A search started from a list at its default order is ranked; an order chosen stays chosen.
    expect(changeParams(read(''), { q: 'divan' }).sort).toBe('relevance');
    expect(changeParams(read('q=divan'), { q: undefined }).sort).toBe('newest');
    expect(changeParams(read('sort=price'), { q: 'divan' }).sort).toBe('price');
    // Services: best match or newest, no price.
    expect(readListParams(new URLSearchParams('q=usta&sort=newest'), 'service').sort).toBe('newest');
    expect(readListParams(new URLSearchParams('q=usta&sort=price'), 'service').sort).toBe('relevance');
  });

  it('goes back to page 1 when a filter changes, and drops a district of another region', () => {
    const params = read('region=5&district=50&page=4');
    expect(changeParams(params, { category: 'phones' })).toMatchObject({ page: 1, region: 5, district: 50 });
    expect(changeParams(params, { region: 6 })).toMatchObject({ page: 1, region: 6, district: undefined });
    expect(changeParams(params, { page: 5 })).toMatchObject({ page: 5 });
    expect(hasFilters(params)).toBe(true);
    expect(hasFilters(read('sort=price&size=24'))).toBe(false);
  });
});

describe('display formats', () => {
  it("shows prices with dots and so'm in each language", () => {
    expect(formatPrice(1_250_000, 'uz')).toBe('1.250.000 soʻm');
    expect(formatPrice(1_250_000, 'ru')).toBe('1.250.000 сум');
    expect(formatPrice(0, 'en')).toBe("0 so'm");
  });

  it('shows an unread badge’s count up to 99, then 99+', () => {
    expect([0, 7, 99, 100, 2500].map(badgeCount)).toEqual(['0', '7', '99', '99+', '99+']);
  });

  it('says how long ago in our own words in every language, then the Tashkent date', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const ago = (iso: string, locale: 'uz' | 'ru' | 'en') => formatTimeAgo(iso, now, getT(locale, 'time'));
    expect(ago('2026-11-22T11:59:30Z', 'uz')).toBe('hozir');
    expect(ago('2026-11-22T11:57:00Z', 'uz')).toBe('3 daqiqa oldin');
    expect(ago('2026-11-22T11:57:00Z', 'en')).toBe('3 minutes ago');
    expect(ago('2026-11-22T11:59:00Z', 'en')).toBe('1 minute ago');
    expect(ago('2026-11-22T09:00:00Z', 'ru')).toBe('3 часа назад');
    expect(ago('2026-11-17T12:00:00Z', 'ru')).toBe('5 дней назад');
    expect(ago('2026-11-21T12:00:00Z', 'en')).toBe('yesterday');
    // A time in the future (a skewed clock) is "now", never "in 3 minutes".
    expect(ago('2026-11-22T12:03:00Z', 'uz')).toBe('hozir');
    // 1 October 21:30 UTC is already 2 October in Tashkent.
    expect(ago('2026-10-01T21:30:00Z', 'uz')).toBe('2-oktabr, 2026');
    expect(ago('2026-10-01T12:00:00Z', 'ru')).toMatch(/^1 октября 2026/);
  });

  it('keeps "as typed" with its search only, and drops it for another search', () => {
    const typed = read('q=%D1%8C%D1%84%D1%8B%D1%80%D1%88%D1%82%D1%84&as_typed=1');
    expect(typed.asTyped).toBe(true);
    expect(listQuery(typed)).toBe('?q=%D1%8C%D1%84%D1%8B%D1%80%D1%88%D1%82%D1%84&as_typed=1');
    expect(listQuery(read('as_typed=1'))).toBe('');
    expect(changeParams(typed, { q: 'divan' }).asTyped).toBeUndefined();
    expect(changeParams(typed, { page: 2 }).asTyped).toBe(true);
  });
});
