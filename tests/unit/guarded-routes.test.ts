import { describe, expect, it } from 'vitest';
import { isGuardedPath, isPagePath } from '../../src/lib/guarded-routes.ts';

describe('guarded routes', () => {
  it.each([
    '/new-product',
    '/new-service',
    '/myprofile',
    '/myprofile/',
    '/my-products',
    '/my-services',
    '/chat',
    '/chat/42',
    '/review',
    '/notifications',
    '/product/12/edit',
    '/service/7/edit/',
  ])('guards %s', (path) => {
    expect(isGuardedPath(path)).toBe(true);
  });

  it.each(['/', '/products', '/product/1', '/product/1/editor', '/service', '/login', '/register', '/chatroom', '/my-productsx'])('leaves %s open', (path) => {
    expect(isGuardedPath(path)).toBe(false);
  });
});

describe('page paths', () => {
  it('are every path but the API, the translation files and Astro’s own', () => {
    for (const page of ['/', '/products', '/ru/product/12', '/sitemap.xml', '/apiary']) expect(isPagePath(page), page).toBe(true);
    for (const other of ['/api', '/api/products/api/products/', '/locales/ru/common.json', '/_astro/app.css', '/_image'])
      expect(isPagePath(other), other).toBe(false);
  });

  it('include the API’s page for developers in each language, but not its reference or the reference’s script', () => {
    for (const page of ['/api/docs', '/api/docs/', '/ru/api/docs', '/en/api/docs']) expect(isPagePath(page), page).toBe(true);
    for (const other of ['/api/docs/reference', '/api/docs/scalar.js', '/api/docsx', '/api/openapi.json']) expect(isPagePath(other), other).toBe(false);
  });
});
