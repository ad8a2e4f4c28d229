import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryCodeOf,
  formatPhone,
  maskPhone,
  normalizePhone,
  phoneEntryError,
  phoneEntryToE164,
  readCountryCode,
  readPhoneEntry,
} from '../../src/lib/phone.ts';

describe('phone numbers', () => {
  it("offers Uzbekistan first, then its neighbours and main trading partners (issue 34), then the spec's other codes", () => {
    expect(COUNTRY_CODES.map((entry) => entry.code)).toEqual([
      '+998',
      '+7',
      '+996',
      '+992',
      '+993',
      '+90',
      '+86',
      '+82',
      '+1',
      '+44',
      '+49',
      '+33',
      '+81',
      '+91',
    ]);
  });

  it.each([
    ['+7 916 123-45-67', '+79161234567', '+7'],
    ['+7 701 234 56 78', '+77012345678', '+7'],
    ['+996 555 123 456', '+996555123456', '+996'],
    ['+992 90 123 4567', '+992901234567', '+992'],
    ['+993 65 123456', '+99365123456', '+993'],
    ['+90 532 123 45 67', '+905321234567', '+90'],
  ])("takes a neighbour's or partner's number %s", (typed, e164, code) => {
    expect(normalizePhone(typed)).toBe(e164);
    expect(readPhoneEntry(typed, '+998').code).toBe(code);
    expect(phoneEntryToE164(readPhoneEntry(typed, '+998'))).toBe(e164);
  });

  it('still reads +99 as an Uzbek, Kyrgyz, Tajik or Turkmen code being typed', () => {
    expect(readPhoneEntry('+99', '+998')).toEqual({ code: '+998', digits: '+99' });
    expect(readPhoneEntry('+998', '+7')).toEqual({ code: '+998', digits: '' });
    expect(readPhoneEntry('+996', '+998')).toEqual({ code: '+996', digits: '' });
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
    ['a country code not offered', '+380501234567'],
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
    expect(countryCodeOf('+996555123456')).toBe('+996');
    expect(countryCodeOf('+3805012')).toBeNull();
  });

  it.each([
    ['+998 90 123 45 67', '+82', { code: '+998', digits: '901234567' }],
    ['998901234567', '+998', { code: '+998', digits: '901234567' }],
    ['998 90 123-45-67', '+1', { code: '+998', digits: '901234567' }],
    ['00998901234567', '+998', { code: '+998', digits: '901234567' }],
    ['+998(90)1234567', '+998', { code: '+998', digits: '901234567' }],
    ['+82 10-1234-5678', '+998', { code: '+82', digits: '1012345678' }],
    ['821012345678', '+998', { code: '+82', digits: '1012345678' }],
    ['90 123 45 67', '+998', { code: '+998', digits: '901234567' }],
    ['(90) 123-45-67', '+998', { code: '+998', digits: '901234567' }],
    ['1012345678', '+82', { code: '+82', digits: '1012345678' }],
    ['9012', '+998', { code: '+998', digits: '9012' }],
    ['', '+44', { code: '+44', digits: '' }],
  ])('reads %j typed with %s chosen as %j', (typed, selected, entry) => {
    expect(readPhoneEntry(typed, selected as never)).toEqual(entry);
  });

  it('keeps the plus while a country code is typed key by key, then switches the country', () => {
    const keys = '+998901234567';
    let entry = readPhoneEntry('', '+44');
    for (let i = 1; i <= keys.length; i++) entry = readPhoneEntry(`${entry.digits}${keys[i - 1]}`, entry.code);
    expect(entry).toEqual({ code: '+998', digits: '901234567' });
    expect(readPhoneEntry('+9', '+998')).toEqual({ code: '+998', digits: '+9' });
    expect(readPhoneEntry('+8', '+998')).toEqual({ code: '+998', digits: '+8' });
    expect(readPhoneEntry('+82', '+998')).toEqual({ code: '+82', digits: '' });
  });

  it('turns an entry into E.164, or says what is wrong with it', () => {
    expect(phoneEntryToE164({ code: '+998', digits: '901234567' })).toBe('+998901234567');
    expect(phoneEntryToE164({ code: '+998', digits: '+9' })).toBeNull();
    expect(phoneEntryError({ code: '+998', digits: '' })).toBe('field_required');
    expect(phoneEntryError({ code: '+998', digits: '9012' })).toBe('invalid_phone_number');
    expect(phoneEntryError({ code: '+998', digits: '901234567' })).toBeNull();
  });

  it('reads the country code a form sent, falling back to Uzbekistan', () => {
    expect(readCountryCode('+82')).toBe('+82');
    expect(readCountryCode('+380')).toBe('+998');
    expect(readCountryCode('+7')).toBe('+7');
    expect(readCountryCode(null)).toBe('+998');
  });

  it('masks numbers for logs', () => {
    expect(maskPhone('+998901234567')).toBe('+99890*****67');
    expect(maskPhone('+12025550123')).toBe('+120******23');
  });

  it('formats Uzbek numbers in groups', () => {
    expect(formatPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('+821012345678')).toBe('+82 1012345678');
  });
});
