/**
 * Phone numbers: the country codes offered, and E.164 normalization.
 * Pure: the login and registration islands validate with the same rules as the server.
 */
export const COUNTRY_CODES = [
  { code: '+998', country: 'UZ' },
  // Neighbours whose people live and trade here (issue 34), and the main trading partners.
  { code: '+7', country: 'RU/KZ' },
  { code: '+996', country: 'KG' },
  { code: '+992', country: 'TJ' },
  { code: '+993', country: 'TM' },
  { code: '+90', country: 'TR' },
  { code: '+86', country: 'CN' },
  { code: '+82', country: 'KR' },
  // The rest of SPEC.md's nine: accounts made with them keep signing in.
  { code: '+1', country: 'US' },
  { code: '+44', country: 'GB' },
  { code: '+49', country: 'DE' },
  { code: '+33', country: 'FR' },
  { code: '+81', country: 'JP' },
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

/** What a phone field holds: the chosen country code and the national digits as typed. */
export interface PhoneEntry {
  code: CountryCode;
  /**
   * The national number, digits only; while a `+code` is being typed and is not complete yet
   * (`+`, `+9`, `+99`), that text, so that typing `+998…` key by key works.
   */
  digits: string;
}

const isCountryCode = (value: string): value is CountryCode => COUNTRY_CODES.some((entry) => entry.code === value);

/** The country code a phone form sent (`country_code`), or Uzbekistan's. */
export function readCountryCode(value: unknown): CountryCode {
  return typeof value === 'string' && isCountryCode(value) ? value : DEFAULT_COUNTRY_CODE;
}

/**
 * What the phone field holds after someone typed or pasted `typed` with `selected` chosen.
 * Spaces, dashes, dots and brackets are ignored. A number with its country code, written
 * `+998 90 123 45 67`, `00998…` or `998901234567`, becomes that country and its national
 * digits; `+82…` switches to Korea. Otherwise the digits stay with the chosen country.
 */
export function readPhoneEntry(typed: string, selected: CountryCode): PhoneEntry {
  const compact = typed.trim().replace(/[\s()\-.]/g, '');
  const international = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : null;
  if (international !== null) {
    const digits = international.replace(/\D/g, '').slice(0, 15);
    const code = countryCodeOf(`+${digits}`);
    if (code) return { code, digits: digits.slice(code.length - 1) };
    // A code still being typed (`+9`, `+99`): keep the plus so the next key completes it.
    return digits.length < 3 ? { code: selected, digits: `+${digits}` } : { code: selected, digits };
  }
  const digits = compact.replace(/\D/g, '').slice(0, 15);
  if (/^998\d{9}$/.test(digits)) return { code: '+998', digits: digits.slice(3) };
  if (digits === '' || normalizePhone(`${selected}${digits}`)) return { code: selected, digits };
  // Not a number of the chosen country: perhaps one of another, written with its code.
  const code = countryCodeOf(`+${digits}`);
  if (code && normalizePhone(`+${digits}`)) return { code, digits: digits.slice(code.length - 1) };
  return { code: selected, digits };
}

/** The E.164 number an entry stands for, or null while it is incomplete or invalid. */
export function phoneEntryToE164(entry: PhoneEntry): string | null {
  return /^\d+$/.test(entry.digits) ? normalizePhone(`${entry.code}${entry.digits}`) : null;
}

/** The message key for an entry that is not a number yet: empty is "required", not "invalid". */
export function phoneEntryError(entry: PhoneEntry): 'field_required' | 'invalid_phone_number' | null {
  if (entry.digits.trim() === '') return 'field_required';
  return phoneEntryToE164(entry) ? null : 'invalid_phone_number';
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
