import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, pickLocale, rememberedLanguageRedirect, stripLocale } from '../../src/lib/locales.ts';

describe('locale paths', () => {
  it.each([
    ['/', 'uz'],
    ['/about', 'uz'],
    ['/ru', 'ru'],
    ['/ru/', 'ru'],
    ['/en/updates', 'en'],
    ['/uz/about', 'uz'],
    ['/russia', 'uz'],
  ])('reads the language of %s as %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it.each([
    ['/ru/about', '/about'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/about', '/about'],
    ['/', '/'],
  ])('strips the language prefix of %s to %s', (path, bare) => {
    expect(stripLocale(path)).toBe(bare);
  });

  it('gives the same page in another language', () => {
    expect(localizePath('/about', 'ru')).toBe('/ru/about');
    expect(localizePath('/ru/about', 'en')).toBe('/en/about');
    expect(localizePath('/en/about', 'uz')).toBe('/about');
    expect(localizePath('/', 'ru')).toBe('/ru/');
    expect(localizePath('/ru/', 'uz')).toBe('/');
    expect(localizePath('/product/5', 'en')).toBe('/en/product/5');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US,en;q=0.9', 'en'],
    ['uz-Latn-UZ', 'uz'],
    ['de-DE, fr;q=0.9, en;q=0.5', 'en'],
    ['en;q=0.4, ru;q=0.7', 'ru'],
    ['ru;q=0, en', 'en'],
  ])('picks the best supported language of %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });

  it('returns null when no supported language is acceptable', () => {
    expect(pickLocale('de, fr')).toBeNull();
    expect(pickLocale('')).toBeNull();
    expect(pickLocale(null)).toBeNull();
    expect(pickLocale('*')).toBeNull();
  });
});

describe('a remembered language', () => {
  it('sends an Uzbek (unprefixed) page to the remembered Russian or English one, and leaves the rest', () => {
    expect(rememberedLanguageRedirect('/products', 'ru')).toBe('ru');
    expect(rememberedLanguageRedirect('/', 'en')).toBe('en');
    expect(rememberedLanguageRedirect('/ru/products', 'en')).toBeNull();
    expect(rememberedLanguageRedirect('/products', 'uz')).toBeNull();
    expect(rememberedLanguageRedirect('/products', 'de')).toBeNull();
    expect(rememberedLanguageRedirect('/products', undefined)).toBeNull();
  });
});
