import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/lib/redirect.ts';

describe('?redirect= targets', () => {
  it.each([['/myprofile'], ['/ru/chat/12'], ['/products?category_name=phones&page=2'], ['/about#team'], ['/search?q=a//b']])(
    'keeps the site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it('resolves harmless dot segments to the path they name', () => {
    expect(safeRedirectPath('/a/../myprofile')).toBe('/myprofile');
    expect(safeRedirectPath('/./ru/chat')).toBe('/ru/chat');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a double backslash', '\\\\evil.example'],
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a parent segment before a double slash', '/a/..//evil.example'],
    ['an encoded dot before a double slash', '/%2e//evil.example'],
    ['an encoded double dot', '/a/%2e%2e//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded slash and backslash', '/%2F%5Cevil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'myprofile'],
    ['a control character', '/ok\u0000'],
    ['a delete character', '/ok\u007f'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s and falls back', (_label, value) => {
    expect(safeRedirectPath(value, '/ru/')).toBe('/ru/');
  });
});
