import { describe, expect, it } from 'vitest';
import { MAX_OFFSET, MAX_PAGE, pageCount, pageFromUrl, pageWindow, SEARCH_COUNT_CAP, searchCountCap } from '../../src/lib/paging.ts';

describe('paging', () => {
  it('counts at least one page, the empty list’s, and a partial last page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('reads a page from the start while it starts within MAX_OFFSET, and nothing past the end', () => {
    expect(pageWindow({ count: 30, countCapped: false }, 1, 12)).toEqual({ read: 'start', offset: 0, size: 12 });
    expect(pageWindow({ count: 30, countCapped: false }, 3, 12)).toEqual({ read: 'start', offset: 24, size: 12 });
    expect(pageWindow({ count: 30, countCapped: false }, 4, 12)).toEqual({ read: 'none' });
  });

  it('reads the last pages of a long list from its end, and refuses a page far from both ends', () => {
    const count = MAX_OFFSET * 3;
    const last = Math.ceil(count / 10);
    expect(pageWindow({ count, countCapped: false }, last, 10)).toEqual({ read: 'end', offset: 0, size: 10 });
    expect(pageWindow({ count: count + 5, countCapped: false }, last + 1, 10)).toEqual({ read: 'end', offset: 0, size: 5 });
    expect(pageWindow({ count, countCapped: false }, last / 2, 10)).toEqual({ read: 'too_deep' });
  });

  it('refuses a page beyond MAX_OFFSET of a list whose count stopped at the cap (it has no known end)', () => {
    expect(pageWindow({ count: MAX_OFFSET * 2, countCapped: true }, MAX_OFFSET / 10 + 2, 10)).toEqual({ read: 'too_deep' });
  });

  it('reads a page number from a URL leniently: 1 for nothing or nonsense, MAX_PAGE at most', () => {
    expect([null, '', '0', '-2', '1.5', '2e3', 'abc', ' 3'].map(pageFromUrl)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(pageFromUrl('7')).toBe(7);
    expect(pageFromUrl('999999999999')).toBe(MAX_PAGE);
  });

  it('counts a search 300 ahead of the first pages, then at least 100 past the page being read, in hundreds, up to the cap', () => {
    expect(searchCountCap(0, 12)).toBe(300);
    expect(searchCountCap(0, 100)).toBe(300);
    expect(searchCountCap(288, 12)).toBe(400);
    expect(searchCountCap(300, 50)).toBe(500);
    expect(searchCountCap(984, 16)).toBe(SEARCH_COUNT_CAP);
    for (let offset = 0; offset < SEARCH_COUNT_CAP; offset += 12)
      expect(searchCountCap(offset, 12)).toBeGreaterThan(Math.min(offset + 12, SEARCH_COUNT_CAP - 1));
  });
});
