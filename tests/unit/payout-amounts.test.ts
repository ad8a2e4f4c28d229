import { describe, expect, it } from 'vitest';
import { somOfTiyin, tiyinOfSomText } from '../../src/lib/books.ts';
import { formatTiyin } from '../../src/lib/format.ts';

describe('tiyinOfSomText (the payout form’s amount)', () => {
  it('reads so’m with up to two decimals, a point or a comma', () => {
    expect(tiyinOfSomText('600000.50')).toBe(60_000_050);
    expect(tiyinOfSomText('600000,5')).toBe(60_000_050);
    expect(tiyinOfSomText('600000')).toBe(60_000_000);
    expect(tiyinOfSomText(' 0.01 ')).toBe(1);
  });

  it('reads amounts grouped as prices are shown or as people type them', () => {
    expect(tiyinOfSomText('600.000')).toBe(60_000_000);
    expect(tiyinOfSomText('1.250.000,75')).toBe(125_000_075);
    expect(tiyinOfSomText('600 000')).toBe(60_000_000);
    expect(tiyinOfSomText('1,250,000.75')).toBe(125_000_075);
  });

  it('reads back every amount the CSV and the form show (somOfTiyin)', () => {
    for (const tiyin of [1, 99, 100, 60_000_050, 123_456_789_01]) expect(tiyinOfSomText(somOfTiyin(tiyin))).toBe(tiyin);
  });

  it('refuses zero, negatives, three decimals, words and amounts past the safe integers', () => {
    for (const typed of ['', '0', '0.00', '-5', '12.3456', '1.25.000', 'abc', '5e3', '1,2,3', '9'.repeat(20)]) expect(tiyinOfSomText(typed)).toBeNull();
  });
});

describe('formatTiyin', () => {
  it('shows whole so’m as prices are shown, and tiyin after a comma when there are any', () => {
    expect(formatTiyin(60_000_000, 'uz')).toBe('600.000 soʻm');
    expect(formatTiyin(60_000_050, 'ru')).toBe('600.000,50 сум');
    expect(formatTiyin(5, 'en')).toBe("0,05 so'm");
    expect(formatTiyin(0, 'en')).toBe("0 so'm");
  });
});
