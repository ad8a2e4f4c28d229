import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n.ts';
import { LOCALES } from '../../src/lib/locales.ts';
import { getT, resources } from '../../src/server/i18n.ts';

// Every value a text might name, so that every {{…}} of every file is filled in.
const VALUES = {
  name: 'Ali',
  duration: '5 daqiqa',
  max: 10,
  limit: 3,
  phone: '+998901234567',
  year: 2026,
  total: 7,
  query: 'telefon',
  price: '100 000',
  place: 'Toshkent',
  pages: 4,
  n: 2,
  min: 1,
  code: 'E1',
  when: 'kecha',
  username: 'ali',
  text: 'salom',
  step: 2,
  seconds: 30,
  reason: 'spam',
  percent: 50,
  page: 3,
  month: 'noyabr',
  megapixels: 40,
  label: 'Rasm',
  file: 'a.jpg',
  day: 5,
  attempt: 2,
};
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1.5];

describe('the islands’ translator', () => {
  it('gives the text i18next gives on the server, for every key of every file, plural form and value', () => {
    let compared = 0;
    for (const locale of LOCALES) {
      for (const [ns, texts] of Object.entries(resources[locale])) {
        const server = getT(locale, ns);
        const island = translator(locale, texts);
        const keys = new Set(Object.keys(texts).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
        for (const key of keys) {
          expect(island(key), `${locale}/${ns}:${key}`).toBe(server(key));
          expect(island(key, VALUES), `${locale}/${ns}:${key} with values`).toBe(server(key, VALUES));
          for (const count of COUNTS)
            expect(island(key, { ...VALUES, count }), `${locale}/${ns}:${key} count ${count}`).toBe(server(key, { ...VALUES, count }));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('chooses Russian plural forms by the number (1 товар, 3 товара, 5 товаров)', () => {
    const t = translator('ru', { item_one: '{{count}} товар', item_few: '{{count}} товара', item_many: '{{count}} товаров', item_other: '{{count}} товара' });
    expect([1, 3, 5, 21, 1.5].map((count) => t('item', { count }))).toEqual(['1 товар', '3 товара', '5 товаров', '21 товар', '1.5 товара']);
  });

  it('answers the key for a missing text and leaves a value it was not given as written', () => {
    const t = translator('en', { hello: 'Hello, {{name}}' });
    expect(t('missing')).toBe('missing');
    expect(t('hello')).toBe('Hello, {{name}}');
    expect(t('hello', { other: 1 })).toBe('Hello, {{name}}');
    expect(t('hello', { name: '{{name}}' })).toBe('Hello, {{name}}');
    expect(t('toString')).toBe('toString');
  });
});
