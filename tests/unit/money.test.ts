import { describe, expect, it } from 'vitest';
import { parseRateTiyin, rateDecimal, somToTiyin, somToUsdCents, tiyinToSom, tiyinToUsdCents, usdCentsToSom, usdCentsToTiyin } from '../../src/lib/money.ts';

/** The bank's rate of 28.11.2026 in the fixture: 12718.43 so'm per dollar. */
const RATE = 1_271_843;

describe('the bank’s rate as tiyin per unit', () => {
  it('keeps the decimal exact: "12718.43" is 1271843 tiyin, and reads back as written', () => {
    expect(parseRateTiyin('12718.43')).toBe(RATE);
    expect(parseRateTiyin('12718.4')).toBe(1_271_840);
    expect(parseRateTiyin('12718')).toBe(1_271_800);
    expect(rateDecimal(RATE)).toBe('12718.43');
    expect(rateDecimal(1_271_840)).toBe('12718.40');
    expect(rateDecimal(5)).toBe('0.05');
  });

  it('divides by the nominal and rounds half away from zero to the tiyin', () => {
    expect(parseRateTiyin('123.456', 10)).toBe(1235);
    expect(parseRateTiyin('123.444', 10)).toBe(1234);
    expect(parseRateTiyin('12718.43', 1)).toBe(RATE);
  });

  it('refuses what is not a positive decimal: signs, exponents, grouping, zero, a bad nominal', () => {
    for (const text of ['', '-12718.43', '+1', '1e4', '12 718.43', '12,718.43', '12718,43', '0', '0.00', '0.004', 'NaN', '1.123456789']) {
      expect(parseRateTiyin(text), text).toBeNull();
    }
    expect(parseRateTiyin('12718.43', 0)).toBeNull();
    expect(parseRateTiyin('12718.43', 1.5)).toBeNull();
  });
});

describe('converting between so’m and dollars', () => {
  it('converts one dollar to the rate itself and back, and zero to zero', () => {
    expect(usdCentsToTiyin(100, RATE)).toBe(RATE);
    expect(tiyinToUsdCents(RATE, RATE)).toBe(100);
    expect(usdCentsToSom(100, RATE)).toBe(12_718);
    expect(usdCentsToTiyin(0, RATE)).toBe(0);
    expect(tiyinToUsdCents(0, RATE)).toBe(0);
    expect(somToUsdCents(0, RATE)).toBe(0);
    expect(usdCentsToSom(0, RATE)).toBe(0);
  });

  it('rounds half away from zero, for debts too', () => {
    expect(tiyinToSom(150)).toBe(2);
    expect(tiyinToSom(149)).toBe(1);
    expect(tiyinToSom(50)).toBe(1);
    expect(tiyinToSom(-150)).toBe(-2);
    expect(tiyinToSom(-149)).toBe(-1);
    expect(tiyinToSom(-49)).toBe(0);
    // Half a cent is 63.59 so'm at 12718.43: 63 so'm is 0.495 cents → 0, 64 so'm 0.503 cents → 1.
    expect(somToUsdCents(63, RATE)).toBe(0);
    expect(somToUsdCents(64, RATE)).toBe(1);
    expect(somToUsdCents(-64, RATE)).toBe(-1);
    expect(somToUsdCents(12_718, RATE)).toBe(100);
  });

  it('rounds to the whole so’m once: a cent at 49.50 so’m per dollar is 0.495 so’m, which is 0, not 1 through the tiyin', () => {
    expect(usdCentsToTiyin(1, 4950)).toBe(50);
    expect(tiyinToSom(usdCentsToTiyin(1, 4950))).toBe(1);
    expect(usdCentsToSom(1, 4950)).toBe(0);
  });

  it('is exact up to 10^12 so’m, where a float multiplication is not', () => {
    expect(somToTiyin(1_000_000_000_000)).toBe(100_000_000_000_000);
    expect(tiyinToSom(99_999_999_999_999)).toBe(1_000_000_000_000);
    // At 12500 so'm per dollar, 10^12 so'm is 80 million dollars exactly, and back.
    expect(somToUsdCents(1_000_000_000_000, 1_250_000)).toBe(8_000_000_000);
    expect(usdCentsToSom(8_000_000_000, 1_250_000)).toBe(1_000_000_000_000);
    expect(somToUsdCents(1_000_000_000_000, RATE)).toBe(7_862_605_683);
    // 78,626,083,503 cents × 1271843 / 100 is 1,000,000,339,207,060.4… tiyin; the product is past 2^53.
    expect(Number.isSafeInteger(78_626_083_503 * RATE)).toBe(false);
    expect(usdCentsToTiyin(78_626_083_503, RATE)).toBe(1_000_000_339_207_060);
    expect(usdCentsToSom(78_626_083_503, RATE)).toBe(10_000_003_392_071);
  });

  it('gives dollars back unchanged after a trip through so’m, a so’m being finer than a cent', () => {
    for (const cents of [1, 7, 50, 99, 100, 12_345, 8_000_000, 999_999_999, 7_862_605_683]) {
      expect(somToUsdCents(usdCentsToSom(cents, RATE), RATE), String(cents)).toBe(cents);
      expect(tiyinToUsdCents(usdCentsToTiyin(cents, RATE), RATE), String(cents)).toBe(cents);
    }
  });

  it('gives so’m back within half a cent’s worth after a trip through dollars', () => {
    const halfCent = RATE / 100 / 100 / 2;
    for (const som of [1, 63, 64, 12_718, 1_000_000, 123_456_789, 1_000_000_000_000]) {
      const back = usdCentsToSom(somToUsdCents(som, RATE), RATE);
      expect(Math.abs(back - som), String(som)).toBeLessThanOrEqual(Math.ceil(halfCent));
    }
  });

  it('refuses fractions, unsafe integers and a rate that is not positive', () => {
    expect(() => somToTiyin(1.5)).toThrow(RangeError);
    expect(() => somToTiyin(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => usdCentsToTiyin(100, 0)).toThrow(RangeError);
    expect(() => tiyinToUsdCents(100, -1)).toThrow(RangeError);
    expect(() => usdCentsToSom(100, 12.5)).toThrow(RangeError);
  });
});
