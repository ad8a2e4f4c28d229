import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPages } from '../../src/server/integrations/localized-routes.ts';
import { LISTING_PAGES, listingChangeTags, pageTags, publicRouteRules } from '../../src/server/page-cache/policy.ts';
import { servedPrivately } from '../../src/server/page-cache/requests.ts';

const rules = publicRouteRules();
const pagesDir = path.resolve(import.meta.dirname, '../../src/pages');

describe('the cached routes', () => {
  it('cache the landing, about, updates, API, lists and detail pages in Uzbek, Russian and English, and the sitemaps', () => {
    for (const route of [
      '/',
      '/about',
      '/updates',
      '/api/docs',
      '/products',
      '/service',
      '/real-estate',
      '/product/[id]',
      '/service/[id]',
      '/real-estate/[id]',
    ]) {
      for (const prefix of ['', '/ru', '/en']) {
        const localized = route === '/' ? prefix || '/' : `${prefix}${route}`;
        expect(rules[localized]?.maxAge, localized).toBeGreaterThan(0);
      }
    }
    expect(rules['/sitemap.xml']?.tags).toEqual([pageTags.list('product'), pageTags.list('service'), pageTags.list('real_estate')]);
    expect(rules['/sitemaps/[part].xml']).toBeDefined();
    expect(rules['/products']).toMatchObject({ ...LISTING_PAGES, tags: ['list:product'] });
  });

  it('name only pages that exist, and none that is someone’s own', () => {
    const pages = new Set(listPages(pagesDir).map((page) => page.pattern));
    const bare = Object.keys(rules)
      .filter((route) => !route.endsWith('.xml'))
      .map((route) => route.replace(/^\/(ru|en)(?=\/|$)/, '') || '/');
    for (const route of bare) expect(pages.has(route), route).toBe(true);
    for (const own of ['/myprofile', '/my-products', '/my-services', '/chat', '/login', '/register', '/new-product', '/product/[id]/edit']) {
      expect(
        Object.keys(rules).some((route) => route.endsWith(own)),
        own,
      ).toBe(false);
    }
  });

  it('drop a listing’s page and the lists of its kind when it changes', () => {
    expect(listingChangeTags('service', 42)).toEqual(['listing:42', 'list:service']);
  });
});

describe('requests kept out of the shared cache', () => {
  const get = (pathname: string, cookie?: string, method = 'GET') => ({ method, pathname, cookie });

  it('are those with a session (valid or not), a notice, or a language that sends the page elsewhere', () => {
    expect(servedPrivately(get('/products', 'bozor_session=abc'))).toBe(true);
    expect(servedPrivately(get('/products', 'theme=dark; bozor_session=abc'))).toBe(true);
    expect(servedPrivately(get('/products', 'bozor_flash=logout_success'))).toBe(true);
    expect(servedPrivately(get('/products', 'i18nextLng=ru'))).toBe(true);
  });

  it('are not those of any visitor: no cookies, unrelated ones, or a language the URL already has', () => {
    expect(servedPrivately(get('/products'))).toBe(false);
    expect(servedPrivately(get('/products', '_ga=GA1.1.1; i18nextLng=uz'))).toBe(false);
    expect(servedPrivately(get('/ru/products', 'i18nextLng=ru'))).toBe(false);
    expect(servedPrivately(get('/products', 'not_bozor_session=1'))).toBe(false);
  });

  it('are every request that is not a GET', () => {
    expect(servedPrivately(get('/products', undefined, 'HEAD'))).toBe(true);
    expect(servedPrivately(get('/product/1', undefined, 'POST'))).toBe(true);
  });
});
