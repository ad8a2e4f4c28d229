import { describe, expect, it } from 'vitest';
import { logSafeUrl } from '../../src/lib/log-safe-url.ts';

describe('logSafeUrl', () => {
  it('masks token, otp, code and password parameters and keeps the rest', () => {
    expect(logSafeUrl('/ws/user/?token=abc123&lang=ru')).toBe('/ws/user/?token=[redacted]&lang=ru');
    expect(logSafeUrl('/api/x?otp=123456&code=999&password=hunter2&new_password=x&page=2')).toBe(
      '/api/x?otp=[redacted]&code=[redacted]&password=[redacted]&new_password=[redacted]&page=2',
    );
  });

  it('masks whatever the case or percent-encoding of the name, and repeated parameters', () => {
    expect(logSafeUrl('/a?TOKEN=1&To%6Ben=2&token=3')).toBe('/a?TOKEN=[redacted]&To%6Ben=[redacted]&token=[redacted]');
  });

  it('leaves a URL without a query, and parameters without a value, as they are', () => {
    expect(logSafeUrl('/products')).toBe('/products');
    expect(logSafeUrl('/products?q=telefon&token')).toBe('/products?q=telefon&token');
  });

  it('copes with broken percent-encoding and keeps the fragment out', () => {
    expect(logSafeUrl('/a?%E0%A4%A=1&token=%ZZ#frag')).toBe('/a?%E0%A4%A=1&token=[redacted]');
  });
});
