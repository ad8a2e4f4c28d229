/**
 * Money as exact integers of minor units (issue 38): so'm in tiyin (1/100 so'm), US dollars in
 * cents. A dollar rate is tiyin per 1 USD, as the Central Bank's decimal says it ("12718.43" →
 * 1271843). Conversions multiply and divide in BigInt, so a price of 10^12 so'm converts without
 * a float's error, and round once, half away from zero, to the unit asked for.
 */
export const MINOR_PER_MAJOR = 100;

/** The currencies a price may be entered in besides so'm (issue 38), each with the bank's daily rate. */
export type ForeignCurrency = 'USD';

const MINOR = BigInt(MINOR_PER_MAJOR);

/** `n / d` rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  let quotient = magnitude / d;
  if ((magnitude % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}

function integer(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, not ${value}`);
  return BigInt(value);
}

function positiveRate(rateTiyin: number): bigint {
  const rate = integer(rateTiyin, 'rateTiyin');
  if (rate <= 0n) throw new RangeError(`rateTiyin must be positive, not ${rateTiyin}`);
  return rate;
}

function safe(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is past the safe integers`);
  return result;
}

/**
 * A rate as the bank writes it (a decimal of so'm for `nominal` units: "12718.43", "1", "0.5")
 * as tiyin per one unit, rounded half away from zero to the tiyin; null for anything else
 * (signs, exponents, grouping, zero, more than 8 decimals).
 */
export function parseRateTiyin(decimal: string, nominal = 1): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,8}))?$/.exec(decimal.trim());
  if (!match || !Number.isSafeInteger(nominal) || nominal <= 0) return null;
  const fraction = match[2] ?? '';
  const scaled = BigInt(match[1]! + fraction);
  const tiyin = divideRounded(scaled * MINOR, 10n ** BigInt(fraction.length) * BigInt(nominal));
  return tiyin > 0n ? safe(tiyin) : null;
}

/** Tiyin per unit as a decimal of so'm: 1271843 → "12718.43" (what the bank published). */
export function rateDecimal(rateTiyin: number): string {
  const rate = positiveRate(rateTiyin);
  return `${rate / MINOR}.${String(rate % MINOR).padStart(2, '0')}`;
}

/** Whole so'm as tiyin. */
export function somToTiyin(som: number): number {
  return safe(integer(som, 'som') * MINOR);
}

/** Tiyin rounded to the whole so'm (half away from zero), as prices are shown. */
export function tiyinToSom(tiyin: number): number {
  return safe(divideRounded(integer(tiyin, 'tiyin'), MINOR));
}

/** Dollars in cents as tiyin at a rate (tiyin per 1 USD), rounded to the tiyin. */
export function usdCentsToTiyin(cents: number, rateTiyin: number): number {
  return safe(divideRounded(integer(cents, 'cents') * positiveRate(rateTiyin), MINOR));
}

/** Dollars in cents as whole so'm at a rate, rounded once (not through the tiyin). */
export function usdCentsToSom(cents: number, rateTiyin: number): number {
  return safe(divideRounded(integer(cents, 'cents') * positiveRate(rateTiyin), MINOR * MINOR));
}

/** Tiyin as dollars in cents at a rate (tiyin per 1 USD), rounded to the cent. */
export function tiyinToUsdCents(tiyin: number, rateTiyin: number): number {
  return safe(divideRounded(integer(tiyin, 'tiyin') * MINOR, positiveRate(rateTiyin)));
}

/** Whole so'm as dollars in cents at a rate, rounded to the cent. */
export function somToUsdCents(som: number, rateTiyin: number): number {
  return safe(divideRounded(integer(som, 'som') * MINOR * MINOR, positiveRate(rateTiyin)));
}
