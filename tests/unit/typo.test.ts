import { describe, expect, it } from 'vitest';
import { closestWord, editDistance } from '../../src/lib/typo.ts';

describe('typos', () => {
  it('counts a missed, a doubled, a wrong and two swapped letters as one edit each, and stops past the limit', () => {
    expect(editDistance('samsng', 'samsung', 2)).toBe(1);
    expect(editDistance('samsuung', 'samsung', 2)).toBe(1);
    expect(editDistance('samsyng', 'samsung', 2)).toBe(1);
    expect(editDistance('smasung', 'samsung', 2)).toBe(1);
    expect(editDistance('divan', 'divan', 2)).toBe(0);
    expect(editDistance('kompyuter', 'divan', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 2)).toBe(3);
  });

  it('corrects to the nearest word, the commonest of the nearest, within one edit for short words and two for longer', () => {
    const vocabulary = [
      { word: 'samsung', count: 40 },
      { word: 'samsun', count: 1 },
      { word: 'telefon', count: 90 },
      { word: 'televizor', count: 30 },
      { word: 'stol', count: 12 },
      { word: 'stul', count: 20 },
    ];
    expect(closestWord('samsng', vocabulary)).toBe('samsung');
    expect(closestWord('telfon', vocabulary)).toBe('telefon');
    expect(closestWord('stal', vocabulary)).toBe('stul');
    expect(closestWord('stoll', vocabulary)).toBe('stol');
    expect(closestWord('xyzzy', vocabulary)).toBeNull();
    expect(closestWord('sxxl', vocabulary)).toBeNull();
  });
});
