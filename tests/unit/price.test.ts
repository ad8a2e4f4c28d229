import { describe, expect, it } from 'vitest';
import { groupThousands, MAX_PRICE, parsePrice } from '../../src/lib/price.ts';

describe("prices in so'm", () => {
  it.each([
    ['1250000', 1_250_000],
    ['1.250.000', 1_250_000],
    ['1 250 000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['1\u00a0250\u00a0000', 1_250_000],
    [' 0 ', 0],
    ['1.000.000.000.000', MAX_PRICE],
    [750, 750],
  ])('reads %j as %d', (typed, value) => {
    expect(parsePrice(typed)).toBe(value);
  });

  it.each([['12.5'], ['1.25.000'], ['1.250,000'], ['-5'], ['1e6'], ['abc'], [''], ['1.000.000.000.001'], [1.5], [-1], ['12 34']])('refuses %j', (typed) => {
    expect(parsePrice(typed)).toBeNull();
  });

  it('shows thousands with dots', () => {
    expect(groupThousands(1_250_000)).toBe('1.250.000');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(0)).toBe('0');
  });
});
