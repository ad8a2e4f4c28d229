import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n.ts';
import { LOCALES } from '../../src/lib/locales.ts';
import { getT, resources } from '../../src/server/i18n.ts';

/**
 * Issue 34, item 9: numbers read naturally. A count goes through i18next's plural forms in
 * every language ("через 3 дня", "осталось 56 дней", "1 day", "3 days"), never a label and a
 * number ("через дней: 3").
 */
const ru = getT('ru', 'listings');
const en = getT('en', 'listings');

describe('counted texts', () => {
  it('say Russian days in the form their number asks for: 1, 2, 5, 21, 56', () => {
    expect([1, 2, 5, 21, 56].map((count) => ru('days_left', { count }))).toEqual([
      'Остался 1 день',
      'Осталось 2 дня',
      'Осталось 5 дней',
      'Остался 21 день',
      'Осталось 56 дней',
    ]);
    expect([1, 2, 5, 21, 56].map((count) => ru('raise_in_days', { count }))).toEqual([
      'Поднять снова можно через 1 день',
      'Поднять снова можно через 2 дня',
      'Поднять снова можно через 5 дней',
      'Поднять снова можно через 21 день',
      'Поднять снова можно через 56 дней',
    ]);
    expect([1, 2, 5, 21, 56].map((count) => ru('count', { count, shown: String(count) }))).toEqual([
      '1 объявление',
      '2 объявления',
      '5 объявлений',
      '21 объявление',
      '56 объявлений',
    ]);
    expect([1, 3, 11].map((count) => getT('ru', 'moderation')('reports_count', { count }))).toEqual(['1 жалоба', '3 жалобы', '11 жалоб']);
  });

  it('say Russian rooms and storeys of a property in the form their number asks for: 1, 2, 5, 21', () => {
    const realEstate = getT('ru', 'realestate');
    expect([1, 2, 5, 21].map((count) => realEstate('rooms_count', { count }))).toEqual(['1 комната', '2 комнаты', '5 комнат', '21 комната']);
    expect([1, 2, 5, 21].map((count) => realEstate('floors_count', { count }))).toEqual(['1 этаж', '2 этажа', '5 этажей', '21 этаж']);
    expect([1, 3].map((count) => getT('en', 'realestate')('rooms_count', { count }))).toEqual(['1 room', '3 rooms']);
  });

  it('say English and Uzbek days as their grammar has them', () => {
    expect([1, 3].map((count) => en('days_left', { count }))).toEqual(['1 day left', '3 days left']);
    expect([1, 3].map((count) => en('renewable_days', { count }))).toEqual(['Renewable for 1 more day', 'Renewable for 3 more days']);
    expect([1, 3].map((count) => getT('uz', 'listings')('days_left', { count }))).toEqual(['1 kun qoldi', '3 kun qoldi']);
  });

  it('the islands choose the same forms as the server', () => {
    const island = translator('ru', resources.ru.listings!);
    for (const count of [1, 2, 5, 21, 56]) expect(island('comments_count', { count })).toBe(ru('comments_count', { count }));
  });

  it('no text of any language gives a count as a bare number after a label and a colon ("дней: 3", "Reports: 3")', () => {
    const labelled: string[] = [];
    for (const locale of LOCALES) {
      for (const [ns, texts] of Object.entries(resources[locale])) {
        for (const [key, text] of Object.entries(texts))
          if (/:\s*\{\{\s*(count|shown)\s*\}\}\s*([,.;)]|$)/.test(text)) labelled.push(`${locale}/${ns}:${key} ${text}`);
      }
    }
    expect(labelled).toEqual([]);
  });

  it('every Russian text with a count has the forms one, few and many', () => {
    const missing: string[] = [];
    for (const [ns, texts] of Object.entries(resources.ru)) {
      for (const [key, text] of Object.entries(texts)) {
        // A count beside another number ("3/10"), in brackets after a label ("Комментарии (3)") or an abbreviation ("5 мин") needs no form.
        if (
          !/\{\{\s*count\s*\}\}/.test(text) ||
          /\{\{count\}\}\/|\(\{\{count\}\}\)|\{\{count\}\} (с|мин|ч|★)$|\{\{count\}\} из 5|\{\{label\}\} \{\{count\}\}|\{\{count\}\} \(/.test(text)
        )
          continue;
        const base = key.replace(/_(zero|one|few|many|other)$/, '');
        for (const form of ['one', 'few', 'many']) if (!Object.hasOwn(texts, `${base}_${form}`)) missing.push(`${ns}:${base}_${form}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
