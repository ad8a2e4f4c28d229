import { describe, expect, it } from 'vitest';
import { extensionOf, pickEncoding, pickPrecompressed } from '../../src/lib/static-encoding.ts';

const all = () => true;

describe('pickPrecompressed', () => {
  it('prefers Brotli, then gzip, as browsers accept both', () => {
    expect(pickPrecompressed('gzip, deflate, br, zstd', all)?.encoding).toBe('br');
    expect(pickPrecompressed('gzip', all)?.encoding).toBe('gzip');
    expect(pickPrecompressed('br', (suffix) => suffix === '.gz')).toBeNull();
  });

  it('takes nothing without the header, for identity, or for encodings refused with q=0', () => {
    expect(pickPrecompressed(undefined, all)).toBeNull();
    expect(pickPrecompressed('identity', all)).toBeNull();
    expect(pickPrecompressed('br;q=0, gzip;q=0.0', all)).toBeNull();
    expect(pickPrecompressed('br;q=0, gzip;q=0.5', all)?.encoding).toBe('gzip');
  });

  it('reads * as any encoding not named', () => {
    expect(pickPrecompressed('*', all)?.encoding).toBe('br');
    expect(pickPrecompressed('br;q=0, *', all)?.encoding).toBe('gzip');
  });
});

describe('extensionOf', () => {
  it('gives the lower-case extension with its dot, or nothing', () => {
    expect(extensionOf('/_astro/App.B1.CSS')).toBe('.css');
    expect(extensionOf('/robots')).toBe('');
    expect(extensionOf('/.hidden')).toBe('');
  });
});

describe('pickEncoding', () => {
  it('compresses a page with Brotli for browsers, gzip for clients without it, and not at all for the rest', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(null)).toBeNull();
  });
});
