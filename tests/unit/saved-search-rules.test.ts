import { describe, expect, it } from 'vitest';
import {
  alertDue,
  anchorOf,
  anchorsOfKey,
  filtersOf,
  inQuietHours,
  lastDigestAt,
  meetsSavedQuery,
  narrowsAnything,
  savedQuery,
  wordsFound,
  wordsOf,
} from '../../src/lib/saved-search-rules.ts';

const at = (iso: string) => new Date(iso);

describe('what a saved search keeps of a list URL', () => {
  it('keeps the filters in canonical order and drops order, size, page and seller', () => {
    const filters = filtersOf('?size=24&page=3&sort=price&max=80.000.000&q=Cobalt&category=cars&seller=5&region=10', 'product');
    expect(filters).toEqual({ q: 'Cobalt', category: 'cars', region: 10, district: undefined, min: undefined, max: 80_000_000, condition: undefined });
    expect(savedQuery(filters, 'product')).toBe('?q=Cobalt&category=cars&region=10&max=80000000');
  });

  it('reads no price or condition for services, and knows a search of everything', () => {
    expect(filtersOf('?max=100&condition=new&q=usta', 'service')).toMatchObject({ q: 'usta', max: undefined, condition: undefined });
    expect(narrowsAnything(filtersOf('?sort=newest&page=2', 'product'), 'product')).toBe(false);
    expect(narrowsAnything(filtersOf('?condition=used', 'product'), 'product')).toBe(true);
  });
});

describe('the safe deal in a saved search (issue 39)', () => {
  it('keeps it, narrows by it alone, and matches only listings that offer it', () => {
    const filters = filtersOf('?safe_deal=1&category=phones&sort=price', 'product');
    expect(filters).toMatchObject({ category: 'phones', safeDeal: true });
    expect(savedQuery(filters, 'product')).toBe('?category=phones&safe_deal=1');
    expect(narrowsAnything(filtersOf('?safe_deal=1', 'product'), 'product')).toBe(true);
    expect(meetsSavedQuery('?category=phones&safe_deal=1', 'product', { safeDeal: true })).toBe(true);
    expect(meetsSavedQuery('?category=phones&safe_deal=1', 'product', { safeDeal: false })).toBe(false);
    expect(meetsSavedQuery('?category=phones', 'product', { safeDeal: false })).toBe(true);
    // A kind without it has no such filter: every listing meets it.
    expect(filtersOf('?safe_deal=1&q=usta', 'service').safeDeal).toBeUndefined();
  });
});

describe('matching words as search does', () => {
  it('folds words as search folds them, across Latin spellings', () => {
    expect(wordsOf('Oʻrindiq  QOZON')).toEqual(['orindik', 'kozon']);
    expect(wordsFound('kobalt', 'chevrolet kobalt 2019 mashina')).toBe(true);
    expect(wordsFound('kob 2019', 'chevrolet kobalt 2019')).toBe(true);
    expect(wordsFound('kobalt nexia', 'chevrolet kobalt')).toBe(false);
    expect(wordsFound('', 'anything')).toBe(true);
  });

  it('indexes a search by three letters of its longest word, which every listing holding that word offers', () => {
    expect(anchorOf(['ok', 'kobalt', 'nexia'])).toBe('kob');
    expect(anchorOf(['ok'])).toBe('');
    expect(anchorOf([])).toBe('');
    const offered = anchorsOfKey('chevrolet kobalt ok');
    expect(offered).toEqual(expect.arrayContaining(['', 'kob', 'oba', 'bal', 'alt', 'che']));
    expect(offered).not.toContain('ok');
    // Any word found in a key offers its own anchor.
    for (const word of ['kobalt', 'obal', 'rolet']) expect(offered).toContain(anchorOf([word]));
  });
});

describe('when an alert is due', () => {
  it('keeps quiet from 22:00 to 08:00 Tashkent time (UTC+5)', () => {
    expect(inQuietHours(at('2026-11-26T16:59:00Z'))).toBe(false); // 21:59
    expect(inQuietHours(at('2026-11-26T17:00:00Z'))).toBe(true); // 22:00
    expect(inQuietHours(at('2026-11-27T02:59:00Z'))).toBe(true); // 07:59
    expect(inQuietHours(at('2026-11-27T03:00:00Z'))).toBe(false); // 08:00
  });

  it('sends an instant search at most each 15 minutes, outside quiet hours', () => {
    const noon = at('2026-11-26T07:00:00Z');
    const search = { frequency: 'instant' as const, createdAt: at('2026-11-20T00:00:00Z') };
    expect(alertDue({ ...search, lastAlertAt: null }, noon)).toBe(true);
    expect(alertDue({ ...search, lastAlertAt: at('2026-11-26T06:46:00Z') }, noon)).toBe(false);
    expect(alertDue({ ...search, lastAlertAt: at('2026-11-26T06:45:00Z') }, noon)).toBe(true);
    expect(alertDue({ ...search, lastAlertAt: null }, at('2026-11-26T18:00:00Z'))).toBe(false);
  });

  it('sends a daily search once after each 09:00 Tashkent, and a weekly one after Monday’s', () => {
    // 2026-11-26 is a Thursday; 09:00 Tashkent is 04:00 UTC.
    expect(lastDigestAt(at('2026-11-26T04:00:00Z'), 'daily').toISOString()).toBe('2026-11-26T04:00:00.000Z');
    expect(lastDigestAt(at('2026-11-26T03:59:00Z'), 'daily').toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(lastDigestAt(at('2026-11-26T10:00:00Z'), 'weekly').toISOString()).toBe('2026-11-23T04:00:00.000Z');
    const daily = { frequency: 'daily' as const, createdAt: at('2026-11-25T12:00:00Z') };
    expect(alertDue({ ...daily, lastAlertAt: null }, at('2026-11-26T03:59:00Z'))).toBe(false);
    expect(alertDue({ ...daily, lastAlertAt: null }, at('2026-11-26T04:00:00Z'))).toBe(true);
    expect(alertDue({ ...daily, lastAlertAt: at('2026-11-26T04:00:30Z') }, at('2026-11-26T20:00:00Z'))).toBe(false);
    expect(alertDue({ frequency: 'weekly', createdAt: at('2026-11-01T00:00:00Z'), lastAlertAt: at('2026-11-23T04:01:00Z') }, at('2026-11-29T10:00:00Z'))).toBe(
      false,
    );
    expect(alertDue({ frequency: 'weekly', createdAt: at('2026-11-01T00:00:00Z'), lastAlertAt: at('2026-11-23T04:01:00Z') }, at('2026-11-30T04:00:00Z'))).toBe(
      true,
    );
    expect(alertDue({ frequency: 'off', createdAt: at('2026-11-01T00:00:00Z'), lastAlertAt: null }, at('2026-11-30T04:00:00Z'))).toBe(false);
  });
});
