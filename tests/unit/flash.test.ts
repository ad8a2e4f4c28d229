import { describe, expect, it } from 'vitest';
import { flashValue, parseFlash } from '../../src/lib/flash.ts';

describe('a flash cookie with what its notice says', () => {
  it('carries a date and a number after its key, and reads them back', () => {
    const value = flashValue('listing_renewed', { until: '2027-01-12T09:30:00.000Z' });
    expect(value).toBe('listing_renewed?until=2027-01-12T09%3A30%3A00.000Z');
    expect(parseFlash(value)).toEqual({ key: 'listing_renewed', params: { until: '2027-01-12T09:30:00.000Z' } });
    expect(parseFlash(flashValue('listings_renewed', { count: 3 }))).toEqual({ key: 'listings_renewed', params: { count: 3 } });
  });

  it('is only a key without params, as before', () => {
    expect(flashValue('listing_sold')).toBe('listing_sold');
    expect(parseFlash('listing_sold')).toEqual({ key: 'listing_sold', params: {} });
  });

  it('drops what is not ours: an unknown key, a date that is not an instant, a count that is not a small number', () => {
    expect(parseFlash('no_such_notice?count=1')).toBeNull();
    expect(parseFlash('listing_renewed?until=<script>&count=-1')).toEqual({ key: 'listing_renewed', params: {} });
    expect(parseFlash('listings_renewed?count=12345678&other=1')).toEqual({ key: 'listings_renewed', params: {} });
  });
});
