import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, formatPhone, normalizePhone, splitTypedNumber } from '../../src/lib/phone.ts';

describe('phone numbers', () => {
  it('offers the nine country codes of the spec, Uzbekistan first', () => {
    expect(COUNTRY_CODES.map((entry) => entry.code)).toEqual(['+998', '+82', '+1', '+44', '+49', '+33', '+81', '+86', '+91']);
  });

  it.each([
    ['+998901234567', '+998901234567'],
    ['+998 90 123 45 67', '+998901234567'],
    ['+998 (90) 123-45-67', '+998901234567'],
    [' +998.90.123.45.67 ', '+998901234567'],
    ['+821012345678', '+821012345678'],
    ['+12025550123', '+12025550123'],
    ['+4915112345678', '+4915112345678'],
  ])('normalizes %s to %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
  });

  it.each([
    ['an Uzbek number one digit short', '+99890123456'],
    ['an Uzbek number one digit long', '+9989012345678'],
    ['a number without the plus', '998901234567'],
    ['letters', '+998abcdefghi'],
    ['a country code not offered', '+79161234567'],
    ['fewer than 11 characters elsewhere', '+821012345'],
    ['more than 15 digits', '+4412345678901234'],
    ['nothing', ''],
  ])('refuses %s', (_label, input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('accepts 11 characters as the shortest number outside Uzbekistan', () => {
    expect(normalizePhone('+8210123456')).toBe('+8210123456');
  });

  it('tells the country code of a number, preferring the longest match', () => {
    expect(countryCodeOf('+998901234567')).toBe('+998');
    expect(countryCodeOf('+12025550123')).toBe('+1');
    expect(countryCodeOf('+7916')).toBeNull();
  });

  it('switches the country when a known code is typed, and keeps digits only otherwise', () => {
    expect(splitTypedNumber('+82 10-1234-5678')).toEqual({ code: '+82', digits: '1012345678' });
    expect(splitTypedNumber('+998901234567')).toEqual({ code: '+998', digits: '901234567' });
    expect(splitTypedNumber('90 123 45 67')).toEqual({ code: null, digits: '901234567' });
    expect(splitTypedNumber('+7 916')).toEqual({ code: null, digits: '7916' });
  });

  it('formats Uzbek numbers in groups', () => {
    expect(formatPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('+821012345678')).toBe('+82 1012345678');
  });
});
