import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/lib/locales.ts';
import {
  COPY_ICONS,
  COPY_PAGES,
  COPY_PROBLEM_CODES,
  COPY_TONES,
  copyChanges,
  copyForm,
  copyFormLabels,
  copyOptionLabel,
  copyProblems,
  draftCopiesSchema,
  draftCopySchema,
  emptyCopy,
  pageCopiesSchema,
  pageCopySchema,
  withMissingFrom,
  type CopiesOf,
  type CopyField,
  type CopyPage,
} from '../../src/lib/page-copy.ts';
import { readCopyFile } from '../../src/lib/page-copy-file.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fileOf = (page: CopyPage, locale: Locale) => readCopyFile(fs.readFileSync(path.join(root, 'src/content', page, `${locale}.md`), 'utf8'));
const copiesOf = (page: CopyPage) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, fileOf(page, locale)])) as unknown as Record<Locale, Record<string, unknown>>;
/** A fresh copy of the landing page's files, to break. */
const landing = (): CopiesOf<'landing'> => pageCopiesSchema('landing').parse(copiesOf('landing'));
/** A record whose fields a test sets to what the types do not allow. */
const loose = (value: object) => value as Record<string, unknown>;
const studio = (locale: Locale) => JSON.parse(fs.readFileSync(path.join(root, 'locales', locale, 'studio.json'), 'utf8')) as Record<string, string>;

describe('the copy files', () => {
  it.each(COPY_PAGES.flatMap((page) => LOCALES.map((locale) => [page, locale] as const)))(
    '%s/%s.md is publishable copy, unchanged by the schema',
    (page, locale) => {
      const copy = fileOf(page, locale);
      expect(pageCopySchema(page).parse(copy)).toEqual(copy);
      expect(typeof copy.body).toBe('string');
      expect(copy.body.length).toBeGreaterThan(0);
    },
  );

  it.each(COPY_PAGES)('%s: the three languages together have no problems and pass the all-languages schema', (page) => {
    const copies = copiesOf(page);
    expect(copyProblems(page, copies)).toEqual([]);
    expect(pageCopiesSchema(page).safeParse(copies).success).toBe(true);
  });

  it('reads the front matter and the Markdown body, with Windows line ends, a byte order mark or no front matter', () => {
    expect(readCopyFile('\uFEFF---\r\ntitle: "A"\r\nitems:\r\n  - x\r\n---\r\n## Body\r\n\r\ntext\r\n')).toEqual({
      title: 'A',
      items: ['x'],
      body: '## Body\n\ntext',
    });
    expect(readCopyFile('just text\n')).toEqual({ body: 'just text' });
    expect(readCopyFile('---\n---\nbody')).toEqual({ body: 'body' });
    expect(() => readCopyFile('---\n- a list\n---\nbody')).toThrow(/mapping/);
  });
});

describe('the schemas', () => {
  it('refuse a text of spaces, an over-long text, a wrong card count and an unknown icon', () => {
    const schema = pageCopySchema('landing');
    const copy = landing().en;
    expect(schema.safeParse({ ...copy, hero: { ...copy.hero, title: '   ' } }).success).toBe(false);
    expect(schema.safeParse({ ...copy, hero: { ...copy.hero, title: 'x'.repeat(121) } }).success).toBe(false);
    expect(schema.safeParse({ ...copy, hero: { ...copy.hero, title: 'x'.repeat(120) } }).success).toBe(true);
    expect(schema.safeParse({ ...copy, features: { ...copy.features, items: copy.features.items.slice(0, 2) } }).success).toBe(false);
    const [first, ...rest] = copy.features.items;
    expect(schema.safeParse({ ...copy, features: { ...copy.features, items: [{ ...first, icon: 'skull' }, ...rest] } }).success).toBe(false);
  });

  it('strip unknown keys', () => {
    const copy = landing().en;
    const parsed = pageCopySchema('landing').parse({ ...copy, extra: '<script>', hero: { ...copy.hero, extra: 1 } }) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.hero).not.toHaveProperty('extra');
  });

  it('let a draft hold empty texts, short lists and an unset icon, and fill in what is missing', () => {
    const draft = draftCopySchema('updates').parse({ title: '', items: [{ icon: '', title: 'Chat ', points: [] }] });
    expect(draft).toEqual({
      title: '',
      seo_title: '',
      description: '',
      lead: '',
      badge: '',
      items: [{ icon: '', title: 'Chat ', text: '', points: [] }],
      back: '',
      body: '',
    });
    expect(draftCopiesSchema('about').parse({ ru: { title: 'О нас' } })).toEqual({
      uz: { title: '', seo_title: '', description: '', lead: '', body: '' },
      ru: { title: 'О нас', seo_title: '', description: '', lead: '', body: '' },
      en: { title: '', seo_title: '', description: '', lead: '', body: '' },
    });
  });

  it('refuse an over-long text, a list over its maximum and an unknown icon even in a draft, and strip unknown keys', () => {
    const draft = draftCopySchema('landing');
    expect(draft.safeParse({ hero: { title: 'x'.repeat(121) } }).success).toBe(false);
    expect(draft.safeParse({ body: 'x'.repeat(8001) }).success).toBe(false);
    expect(draft.safeParse({ hero: { highlights: ['a', 'b', 'c', 'd', 'e'] } }).success).toBe(false);
    expect(draft.safeParse({ features: { items: [{ icon: 'skull' }] } }).success).toBe(false);
    expect(draft.safeParse({ hero: { title: 7 } }).success).toBe(false);
    expect(draft.parse({ unknown: 'x', hero: { unknown: 'y' } })).not.toHaveProperty('unknown');
  });

  it('start a new draft from emptyCopy, which a draft accepts and a publish does not', () => {
    for (const page of COPY_PAGES) {
      const empty = emptyCopy(page);
      expect(draftCopySchema(page).parse(empty)).toEqual(empty);
      expect(pageCopySchema(page).safeParse(empty).success).toBe(false);
    }
    expect(emptyCopy('landing').features.items).toHaveLength(3);
    expect(emptyCopy('landing').hero.highlights).toEqual(['']);
  });
});

describe('the form', () => {
  const find = (fields: CopyField[], key: string) => fields.find((field) => field.key === key) as CopyField;

  it('is derived from the landing schema: groups, texts with limits, lists, icons, choices and the Markdown body', () => {
    const form = copyForm('landing');
    expect(form.page).toBe('landing');
    expect(form.label).toBe('copy_page_landing');
    expect(form.fields.map((field) => [field.key, field.kind])).toEqual([
      ['seo_title', 'text'],
      ['description', 'text'],
      ['hero', 'group'],
      ['preview', 'group'],
      ['features', 'group'],
      ['inspiration', 'group'],
      ['coming_soon', 'group'],
      ['cta', 'group'],
      ['body', 'markdown'],
    ]);
    const hero = find(form.fields, 'hero');
    if (hero.kind !== 'group') throw new Error('hero is a group');
    expect(find(hero.fields, 'title')).toEqual({
      key: 'title',
      label: 'copy_field_hero_title',
      fallback: 'copy_field_title',
      kind: 'text',
      max: 120,
      required: true,
    });
    expect(find(hero.fields, 'highlights')).toMatchObject({
      kind: 'list',
      min: 1,
      max: 4,
      of: { kind: 'text', key: null, max: 120, fallback: 'copy_field_item' },
    });
    expect(find(form.fields, 'body')).toMatchObject({ kind: 'markdown', max: 8000, required: true, label: 'copy_field_body' });
    const features = find(form.fields, 'features');
    if (features.kind !== 'group') throw new Error('features is a group');
    expect(find(features.fields, 'items')).toEqual({
      key: 'items',
      label: 'copy_field_features_items',
      fallback: 'copy_field_items',
      kind: 'list',
      min: 3,
      max: 3,
      of: {
        key: null,
        label: 'copy_field_features_items_item',
        fallback: 'copy_field_item',
        kind: 'group',
        fields: [
          { key: 'icon', label: 'copy_field_features_items_icon', fallback: 'copy_field_icon', kind: 'icon', options: [...COPY_ICONS], required: true },
          { key: 'title', label: 'copy_field_features_items_title', fallback: 'copy_field_title', kind: 'text', max: 120, required: true },
          { key: 'text', label: 'copy_field_features_items_text', fallback: 'copy_field_text', kind: 'text', max: 300, required: true },
        ],
      },
    });
    const preview = find(form.fields, 'preview');
    if (preview.kind !== 'group') throw new Error('preview is a group');
    expect(find(preview.fields, 'cards')).toMatchObject({
      of: { fields: expect.arrayContaining([expect.objectContaining({ key: 'tone', kind: 'choice', options: [...COPY_TONES] })]) },
    });
  });

  it('survives JSON, so the server can hand it to the island as a prop', () => {
    for (const page of COPY_PAGES) expect(JSON.parse(JSON.stringify(copyForm(page)))).toEqual(copyForm(page));
  });

  it('names labels that the studio texts have in every language (the field’s own or its fallback)', () => {
    for (const locale of LOCALES) {
      const texts = studio(locale);
      for (const page of COPY_PAGES) {
        expect(texts[copyForm(page).label], `${locale} ${page}`).toBeTruthy();
        for (const { label, fallback } of copyFormLabels(copyForm(page))) expect(texts[label] ?? texts[fallback], `${locale} ${label}`).toBeTruthy();
      }
      for (const option of [...COPY_ICONS, ...COPY_TONES]) expect(texts[copyOptionLabel(option)], `${locale} ${option}`).toBeTruthy();
      for (const code of COPY_PROBLEM_CODES) expect(texts[code], `${locale} ${code}`).toBeTruthy();
      for (const code of ['copy_too_long', 'copy_too_few', 'copy_too_many']) expect(texts[code]).toContain('{{limit}}');
    }
  });
});

describe('copyProblems', () => {
  it('flags a text emptied in every language as required in each', () => {
    const copies = landing();
    for (const locale of LOCALES) copies[locale].hero.title = locale === 'ru' ? ' \n ' : '';
    expect(copyProblems('landing', copies)).toEqual(LOCALES.map((locale) => ({ locale, path: ['hero', 'title'], code: 'copy_required' })));
  });

  it('flags a text emptied or missing in one language but filled in another as a missing translation there only', () => {
    const copies = landing();
    copies.ru.hero.title = '  ';
    delete loose(copies.en.cta).text;
    expect(copyProblems('landing', copies)).toEqual([
      { locale: 'ru', path: ['hero', 'title'], code: 'copy_missing_translation' },
      { locale: 'en', path: ['cta', 'text'], code: 'copy_missing_translation' },
    ]);
  });

  it('flags every field of a language that is missing altogether as a missing translation', () => {
    const copies: Record<string, unknown> = copiesOf('about');
    delete copies.en;
    expect(copyProblems('about', copies)).toEqual(
      ['title', 'seo_title', 'description', 'lead', 'body'].map((key) => ({ locale: 'en', path: [key], code: 'copy_missing_translation' })),
    );
  });

  it('flags an over-long text with its limit, counted after trimming', () => {
    const copies = landing();
    copies.uz.features.items[1]!.text = 'a'.repeat(301);
    copies.ru.features.items[1]!.text = ` ${'б'.repeat(300)} `;
    copies.en.body = 'x'.repeat(8001);
    expect(copyProblems('landing', copies)).toEqual([
      { locale: 'uz', path: ['features', 'items', 1, 'text'], code: 'copy_too_long', limit: 300 },
      { locale: 'en', path: ['body'], code: 'copy_too_long', limit: 8000 },
    ]);
  });

  it('flags too many cards in the language that has them, without asking the others to translate the extra one', () => {
    const copies = landing();
    copies.ru.features.items.push({ icon: 'bell', title: 'Ещё', text: 'Ещё одна' });
    expect(copyProblems('landing', copies)).toEqual([{ locale: 'ru', path: ['features', 'items'], code: 'copy_too_many', limit: 3 }]);
  });

  it('flags a list item one language lacks as a missing translation, and a list short in every language as too few', () => {
    const copies = landing();
    copies.en.hero.highlights.pop();
    for (const locale of LOCALES) copies[locale].inspiration.points = locale === 'en' ? [] : ['one'];
    expect(copyProblems('landing', copies)).toEqual([
      { locale: 'en', path: ['hero', 'highlights', 2], code: 'copy_missing_translation' },
      { locale: 'uz', path: ['inspiration', 'points'], code: 'copy_too_few', limit: 2 },
      { locale: 'ru', path: ['inspiration', 'points'], code: 'copy_too_few', limit: 2 },
      { locale: 'en', path: ['inspiration', 'points', 0], code: 'copy_missing_translation' },
    ]);
  });

  it('flags an unknown icon or colour, and an unset one as required', () => {
    const copies = landing();
    loose(copies.uz.features.items[0]!).icon = 'skull';
    loose(copies.ru.features.items[2]!).icon = '';
    loose(copies.en.preview.cards[0]!).tone = 'black';
    expect(copyProblems('landing', copies)).toEqual([
      { locale: 'en', path: ['preview', 'cards', 0, 'tone'], code: 'copy_bad_choice' },
      { locale: 'uz', path: ['features', 'items', 0, 'icon'], code: 'copy_bad_icon' },
      { locale: 'ru', path: ['features', 'items', 2, 'icon'], code: 'copy_required' },
    ]);
  });

  it('counts a value of the wrong type as empty and ignores unknown keys', () => {
    const copies = landing();
    loose(copies.uz.hero).title = 42;
    loose(copies.uz.hero).highlights = 'not a list';
    loose(copies.ru).extra = '<script>';
    expect(copyProblems('landing', copies)).toEqual([
      { locale: 'uz', path: ['hero', 'title'], code: 'copy_missing_translation' },
      { locale: 'uz', path: ['hero', 'highlights', 0], code: 'copy_missing_translation' },
      { locale: 'uz', path: ['hero', 'highlights', 1], code: 'copy_missing_translation' },
      { locale: 'uz', path: ['hero', 'highlights', 2], code: 'copy_missing_translation' },
    ]);
    expect(copyProblems('about', null)).toEqual(
      ['title', 'seo_title', 'description', 'lead', 'body'].flatMap((key) => LOCALES.map((locale) => ({ locale, path: [key], code: 'copy_required' }))),
    );
  });

  it('finds no problem exactly when the all-languages schema accepts the copy', () => {
    const breaks: ((copies: ReturnType<typeof landing>) => void)[] = [
      () => {},
      (c) => (c.uz.hero.sell = ''),
      (c) => (c.ru.hero.sell = 'x'.repeat(61)),
      (c) => (c.en.hero.highlights = ['a', 'b', 'c', 'd']),
      (c) => (c.en.hero.highlights = ['a', 'b', 'c', 'd', 'e']),
      (c) => c.uz.preview.cards.pop(),
      (c) => (c.ru.coming_soon.items[0]!.icon = 'wrench'),
      (c) => (loose(c.ru.coming_soon.items[0]!).icon = 'Wrench'),
      (c) => delete loose(c.en).cta,
      (c) => (c.uz.body = '   '),
    ];
    for (const [index, apply] of breaks.entries()) {
      const copies = landing();
      apply(copies);
      // The list of four highlights is fine in English alone only if the others have four too.
      if (index === 3) for (const locale of LOCALES) copies[locale].hero.highlights = ['a', 'b', 'c', 'd'];
      expect(copyProblems('landing', copies).length === 0, `break ${index}`).toBe(pageCopiesSchema('landing').safeParse(copies).success);
    }
  });
});

describe('copyChanges', () => {
  it('finds nothing between a copy and itself', () => {
    expect(copyChanges('landing', landing(), landing())).toEqual([]);
  });

  it('lists every changed text with its language, in form order and per field in language order', () => {
    const before = landing();
    const after = landing();
    after.en.body = 'New inspiration';
    after.ru.hero.title = 'Новый заголовок';
    after.uz.hero.title = 'Yangi sarlavha';
    after.ru.features.items[1]!.icon = 'bell';
    expect(copyChanges('landing', before, after)).toEqual([
      { path: ['hero', 'title'], locale: 'uz', before: before.uz.hero.title, after: 'Yangi sarlavha' },
      { path: ['hero', 'title'], locale: 'ru', before: before.ru.hero.title, after: 'Новый заголовок' },
      { path: ['features', 'items', 1, 'icon'], locale: 'ru', before: 'map-pin', after: 'bell' },
      { path: ['body'], locale: 'en', before: before.en.body, after: 'New inspiration' },
    ]);
  });

  it('shows a list item added or removed as its fields going from or to nothing', () => {
    const before = pageCopiesSchema('updates').parse(copiesOf('updates'));
    const after = structuredClone(before);
    after.uz.items[0]!.points.push('Ovozli xabarlar');
    after.en.items[2]!.points.splice(0, 1);
    expect(copyChanges('updates', before, after)).toEqual([
      { path: ['items', 0, 'points', 3], locale: 'uz', before: null, after: 'Ovozli xabarlar' },
      {
        path: ['items', 2, 'points', 0],
        locale: 'en',
        before: 'Flats, shops and craftspeople on the map of your district',
        after: 'Search the area you see on the map',
      },
      { path: ['items', 2, 'points', 1], locale: 'en', before: 'Search the area you see on the map', after: 'The way from your home at a glance' },
      { path: ['items', 2, 'points', 2], locale: 'en', before: 'The way from your home at a glance', after: null },
    ]);
  });
});

describe('withMissingFrom', () => {
  it('fills what a stored copy lacks from the defaults, keeps what it has, and drops what the schema no longer has', () => {
    const defaults = { seo_title: 'Files', hero: { title: 'T', highlights: ['a', 'b'] } };
    expect(withMissingFrom({ hero: { title: 'Mine', highlights: ['x'] }, gone: 1 }, defaults)).toEqual({
      seo_title: 'Files',
      hero: { title: 'Mine', highlights: ['x'] },
    });
    expect(withMissingFrom(null, defaults)).toEqual(defaults);
    expect(withMissingFrom({ seo_title: 5, hero: 'no' }, defaults)).toEqual(defaults);
  });
});
