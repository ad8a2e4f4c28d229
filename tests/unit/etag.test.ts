import { describe, expect, it } from 'vitest';
import { holdsVersion } from '../../src/lib/etag.ts';

describe('If-None-Match', () => {
  it('names a version weakly or strongly tagged, among others, or with *', () => {
    expect(holdsVersion('"abc"', '"abc"')).toBe(true);
    expect(holdsVersion('W/"abc"', '"abc"')).toBe(true);
    expect(holdsVersion('"abc"', 'W/"abc"')).toBe(true);
    expect(holdsVersion('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(holdsVersion('*', '"abc"')).toBe(true);
  });

  it('does not name another version, and nothing is held without the header', () => {
    expect(holdsVersion('"abd"', '"abc"')).toBe(false);
    expect(holdsVersion(undefined, '"abc"')).toBe(false);
    expect(holdsVersion('', '"abc"')).toBe(false);
  });
});
