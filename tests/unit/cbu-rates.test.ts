import { describe, expect, it } from 'vitest';
import { cbuDate, parseCbuRate, RatesError } from '../../src/server/rates/cbu-rates.ts';
import { tashkentDay } from '../../src/lib/books.ts';
import { cbuUsdEntry } from '../fixtures/cbu.ts';

/** The bank's answer as cbu.uz/uz/arkhiv-kursov-valyut/json/USD/ gives it. */
const USD = cbuUsdEntry();

describe('the Central Bank’s JSON', () => {
  it('gives the dollar’s rate as tiyin and its day as YYYY-MM-DD', () => {
    expect(parseCbuRate([USD], 'USD')).toEqual({ currency: 'USD', date: '2026-11-28', rateTiyin: 1_271_843 });
  });

  it('finds the dollar in the list of every currency, whatever the others look like', () => {
    const euro = { ...USD, id: 21, Code: '978', Ccy: 'EUR', Rate: '13420.10' };
    expect(parseCbuRate([euro, { Ccy: 'XDR', Rate: null }, 'junk', USD], 'USD').rateTiyin).toBe(1_271_843);
  });

  it('divides by the nominal', () => {
    expect(parseCbuRate([{ ...USD, Nominal: '10', Rate: '127184.35' }], 'USD').rateTiyin).toBe(1_271_844);
  });

  it.each([
    ['an object', { ...USD }, /not a JSON array/],
    ['null', null, /not a JSON array/],
    ['no dollar', [{ ...USD, Ccy: 'EUR' }], /no USD/],
    ['an empty list', [], /no USD/],
    ['a rate in words', [{ ...USD, Rate: 'n/a' }], /malformed: Rate/],
    ['a negative rate', [{ ...USD, Rate: '-12718.43' }], /malformed: Rate/],
    ['a rate as a number', [{ ...USD, Rate: 12718.43 }], /malformed: Rate/],
    ['a zero rate', [{ ...USD, Rate: '0.00' }], /not a positive amount/],
    ['a zero nominal', [{ ...USD, Nominal: '0' }], /malformed: Nominal/],
    ['an ISO date', [{ ...USD, Date: '2026-11-28' }], /malformed: Date/],
    ['a day no calendar has', [{ ...USD, Date: '31.02.2026' }], /no day/],
    ['no date', [{ ...USD, Date: undefined }], /malformed: Date/],
  ])('refuses %s', (_what, payload, message) => {
    expect(() => parseCbuRate(payload, 'USD')).toThrow(RatesError);
    expect(() => parseCbuRate(payload, 'USD')).toThrow(message);
  });

  it('reads dd.mm.yyyy days, leap days included, and no others', () => {
    expect(cbuDate('01.01.2027')).toBe('2027-01-01');
    expect(cbuDate('29.02.2028')).toBe('2028-02-29');
    expect(cbuDate('29.02.2027')).toBeNull();
    expect(cbuDate('00.11.2026')).toBeNull();
    expect(cbuDate('28.13.2026')).toBeNull();
  });
});

describe('the day in Tashkent', () => {
  it('turns at 19:00 UTC (UTC+5)', () => {
    expect(tashkentDay(new Date('2026-11-28T18:59:59Z'))).toBe('2026-11-28');
    expect(tashkentDay(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-29');
    expect(tashkentDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});
