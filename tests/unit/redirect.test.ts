import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/lib/redirect.ts';

describe('?redirect= targets', () => {
  it.each([['/myprofile'], ['/ru/chat/12'], ['/products?category_name=phones&page=2'], ['/about#team']])('keeps the site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['an encoded backslash trick', '/%5Cevil.example'.replace('%5C', '\\')],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'myprofile'],
    ['a control character', '/ok\u0000'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s and falls back', (_label, value) => {
    expect(safeRedirectPath(value, '/ru/')).toBe('/ru/');
  });
});
