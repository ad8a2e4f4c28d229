import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldId, fieldKey, formShaped, listLength, textAt, withItemAdded, withItemRemoved, withText, type Copies } from '../../src/lib/copy-edit.ts';
import { formatClock, formatDateTime } from '../../src/lib/format.ts';
import { LOCALES, type Locale } from '../../src/lib/locales.ts';
import { copyForm, copyProblems, type CopyField } from '../../src/lib/page-copy.ts';
import { readCopyFile } from '../../src/lib/page-copy-file.ts';
import { getT } from '../../src/server/i18n.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The updates page's copy as the files have it, in every language. */
const updates = (): Copies =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, readCopyFile(fs.readFileSync(path.join(root, 'src/content/updates', `${locale}.md`), 'utf8'))]),
  ) as unknown as Copies;
const listField = (key: string) => copyForm('updates').fields.find((field) => field.key === key) as Extract<CopyField, { kind: 'list' }>;
type Card = { title: string; points: string[] };
const cards = (copies: Copies, locale: Locale) => copies[locale].items as Card[];

describe('formShaped', () => {
  it('keeps a complete copy as it is', () => {
    expect(formShaped('updates', updates())).toEqual(updates());
  });

  it('fills what is missing with empty texts, drops what the form does not name, and makes a wrong type an empty text', () => {
    const copies = updates();
    delete copies.ru.lead;
    copies.en.title = 42;
    copies.uz.extra = 'not in the form';
    const shaped = formShaped('updates', copies);
    expect(shaped.ru.lead).toBe('');
    expect(shaped.en.title).toBe('');
    expect(shaped.uz).not.toHaveProperty('extra');
  });

  it('gives a list as many items in every language as the language with the most, the added ones empty (missing translations)', () => {
    const copies = updates();
    cards(copies, 'ru')[0]!.points = ['Один'];
    const shaped = formShaped('updates', copies);
    expect(cards(shaped, 'ru')[0]!.points).toEqual(['Один', '', '']);
    expect(cards(shaped, 'uz')[0]!.points).toHaveLength(3);
    expect(copyProblems('updates', shaped)).toEqual([
      { locale: 'ru', path: ['items', 0, 'points', 1], code: 'copy_missing_translation' },
      { locale: 'ru', path: ['items', 0, 'points', 2], code: 'copy_missing_translation' },
    ]);
  });

  it('starts from an empty object when there is no copy at all', () => {
    const shaped = formShaped('updates', null);
    expect(shaped.uz.title).toBe('');
    expect(shaped.ru.items).toEqual([]);
  });
});

describe('edits', () => {
  it('sets one language’s field without changing the copies it was given', () => {
    const copies = updates();
    const next = withText(copies, 'ru', ['items', 1, 'title'], 'Новое');
    expect(textAt(next, 'ru', ['items', 1, 'title'])).toBe('Новое');
    expect(textAt(copies, 'ru', ['items', 1, 'title'])).not.toBe('Новое');
    expect(next.uz).toBe(copies.uz);
    expect(cards(next, 'ru')[0]).toBe(cards(copies, 'ru')[0]);
  });

  it('adds an empty item at the end of a list in every language, and removes one from every language', () => {
    const copies = updates();
    const points = (listField('items').of as Extract<CopyField, { kind: 'group' }>).fields.find((field) => field.key === 'points') as Extract<
      CopyField,
      { kind: 'list' }
    >;
    const added = withItemAdded(copies, ['items', 0, 'points'], points);
    for (const locale of LOCALES) expect(cards(added, locale)[0]!.points.at(-1)).toBe('');
    expect(listLength(added, ['items', 0, 'points'])).toBe(4);
    const removed = withItemRemoved(added, ['items', 0, 'points'], 0);
    for (const locale of LOCALES) expect(cards(removed, locale)[0]!.points).toEqual([...cards(copies, locale)[0]!.points.slice(1), '']);
  });

  it('names a field’s control and its problems by language and path', () => {
    expect(fieldId('ru', ['items', 0, 'title'])).toBe('copy-ru-items-0-title');
    expect(fieldKey('ru', ['items', 0, 'title'])).toBe('ru.items.0.title');
  });
});

describe('the studio’s times', () => {
  it('are Tashkent times of day, with the date in the words of each language', () => {
    expect(formatClock('2027-01-12T09:05:00.000Z')).toBe('14:05');
    expect(formatClock('2027-01-12T19:30:00.000Z')).toBe('00:30');
    expect(formatDateTime('2027-01-12T09:05:00.000Z', getT('en', 'time'))).toBe('12 January 2027, 14:05');
    expect(formatDateTime('2027-01-12T09:05:00.000Z', getT('uz', 'time'))).toBe('12-yanvar, 2027, 14:05');
  });
});
