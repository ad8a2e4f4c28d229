/**
 * Phone numbers: the nine country codes SPEC.md offers, and E.164 normalization.
 * Pure: the login and registration islands validate with the same rules as the server.
 */
export const COUNTRY_CODES = [
  { code: '+998', country: 'UZ' },
  { code: '+82', country: 'KR' },
  { code: '+1', country: 'US' },
  { code: '+44', country: 'GB' },
  { code: '+49', country: 'DE' },
  { code: '+33', country: 'FR' },
  { code: '+81', country: 'JP' },
  { code: '+86', country: 'CN' },
  { code: '+91', country: 'IN' },
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+998';

/** Uzbek mobile numbers have 9 national digits; elsewhere SPEC.md's minimum (11 characters) applies. */
const UZ_NATIONAL_DIGITS = 9;
const MIN_LENGTH_OTHER = 11;
/** E.164: at most 15 digits after the plus. */
const MAX_LENGTH = 16;

/** The listed code a number starts with (longest match first: +998 before +9…). */
export function countryCodeOf(e164: string): CountryCode | null {
  const byLength = [...COUNTRY_CODES].sort((a, b) => b.code.length - a.code.length);
  return byLength.find((entry) => e164.startsWith(entry.code))?.code ?? null;
}

/**
 * `+998 90 123-45-67`, `+998(90)1234567` → `+998901234567`; null when the number is not a valid
 * number of one of the listed countries.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s()\-.]/g, '');
  if (!/^\+\d+$/.test(compact) || compact.length > MAX_LENGTH) return null;
  const code = countryCodeOf(compact);
  if (!code) return null;
  const national = compact.slice(code.length);
  if (code === '+998') return national.length === UZ_NATIONAL_DIGITS ? compact : null;
  return compact.length >= MIN_LENGTH_OTHER ? compact : null;
}

/** What the phone field shows: only digits, at most 15 of them. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, 15);
}

/**
 * Typing `+82…` (or pasting a full number) in the national-number field switches the country:
 * returns the country code found and the rest of the digits.
 */
export function splitTypedNumber(value: string): { code: CountryCode | null; digits: string } {
  const trimmed = value.trim();
  if (trimmed.startsWith('+')) {
    const plusDigits = `+${digitsOnly(trimmed)}`;
    const code = countryCodeOf(plusDigits);
    if (code) return { code, digits: plusDigits.slice(code.length) };
  }
  return { code: null, digits: digitsOnly(trimmed) };
}

/** `+998901234567` shown as `+998 90 123 45 67` (other countries: code, then the digits). */
export function formatPhone(e164: string): string {
  const code = countryCodeOf(e164);
  if (!code) return e164;
  const national = e164.slice(code.length);
  if (code === '+998' && national.length === 9) {
    return `${code} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  }
  return `${code} ${national}`;
}

/** For logs: `+998901234567` → `+99890*****67` (the operator prefix and the last two digits). */
export function maskPhone(e164: string): string {
  const code = countryCodeOf(e164) ?? e164.slice(0, 2);
  const national = e164.slice(code.length);
  if (national.length <= 4) return `${code}${'*'.repeat(national.length)}`;
  return `${code}${national.slice(0, 2)}${'*'.repeat(national.length - 4)}${national.slice(-2)}`;
}
