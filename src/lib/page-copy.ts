import { z } from 'zod';
import { LOCALES, type Locale } from './locales.ts';

/**
 * The copy of the pages marketers edit (issue 37): `/` (landing), `/about` and `/updates`, one copy
 * per language. This file is its one description: the zod schemas (which the Astro collections of
 * `src/content.config.ts` also validate the Markdown files with), the editor's form (derived from
 * the schemas, never written twice), the problems that stop a publish, and the diff between two
 * versions. Pure: shared by the server and the editor island.
 *
 * Decisions:
 * - Every text is required and trimmed (a text of spaces is empty); lengths are UTF-16 code units,
 *   as zod and `maxlength` count them.
 * - Unknown keys are stripped (published copy and drafts alike): an editor opened before a field
 *   was removed keeps working, and nothing the schema does not name is ever stored or rendered.
 * - A list holds the same number of items in every language: an item present in one language and
 *   absent in another is a missing translation.
 */

export const COPY_PAGES = ['landing', 'about', 'updates'] as const;
export type CopyPage = (typeof COPY_PAGES)[number];

export function isCopyPage(value: unknown): value is CopyPage {
  return typeof value === 'string' && (COPY_PAGES as readonly string[]).includes(value);
}

/** The icons a card may show (lucide names). */
export const COPY_ICONS = [
  'tag',
  'map-pin',
  'layout-grid',
  'message-circle',
  'shield-check',
  'building-2',
  'handshake',
  'users',
  'store',
  'sparkles',
  'rocket',
  'smartphone',
  'search',
  'badge-check',
  'bell',
  'package',
  'wrench',
] as const;
export type CopyIcon = (typeof COPY_ICONS)[number];

/** The colours of the landing page's sample listing cards. */
export const COPY_TONES = ['emerald', 'sky', 'amber', 'rose'] as const;

/**
 * Length limits, in characters. The current files use at most about a third of each (measured:
 * labels 27, titles 49, texts 164, SEO descriptions 130, bodies 954).
 */
export const COPY_LIMITS = {
  /** Buttons, badges, short labels, a sample card's price and place. */
  label: 60,
  /** Titles, eyebrows, highlights, card titles. */
  title: 120,
  /** One point of a list. */
  point: 200,
  /** A card's text. */
  card: 300,
  /** Subtitles, leads, call-to-action texts. */
  text: 400,
  /** The page's title in the browser's tab and in search results (the site's name is added after it; search engines show about 60). */
  seoTitle: 70,
  /** The SEO description (search engines show about 160). */
  description: 200,
  /** A page's Markdown body. */
  body: 8000,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const { label, title, point, card: cardText, text: longText, seoTitle, description, body } = COPY_LIMITS;
const card = { icon: z.enum(COPY_ICONS), title: text(title), text: text(cardText) };

/** One language's copy of each page, as it may be published. */
const PUBLISHED = {
  landing: z.object({
    seo_title: text(seoTitle),
    description: text(description),
    hero: z.object({
      eyebrow: text(title),
      title: text(title),
      subtitle: text(longText),
      sell: text(label),
      browse: text(label),
      highlights: z.array(text(title)).min(1).max(4),
    }),
    preview: z.object({
      label: text(label),
      cards: z.array(z.object({ title: text(title), price: text(label), place: text(label), tone: z.enum(COPY_TONES) })).length(3),
    }),
    features: z.object({ title: text(title), subtitle: text(longText), items: z.array(z.object(card)).length(3) }),
    inspiration: z.object({ eyebrow: text(title), title: text(title), points: z.array(text(point)).min(2).max(4) }),
    coming_soon: z.object({
      title: text(title),
      subtitle: text(longText),
      badge: text(label),
      items: z.array(z.object(card)).length(3),
      button: text(label),
    }),
    cta: z.object({ title: text(title), text: text(longText), register: text(label), about: text(label) }),
    /** The "inspiration" text, in Markdown. */
    body: text(body),
  }),
  about: z.object({ title: text(title), seo_title: text(seoTitle), description: text(description), lead: text(longText), body: text(body) }),
  updates: z.object({
    title: text(title),
    seo_title: text(seoTitle),
    description: text(description),
    lead: text(longText),
    badge: text(label),
    items: z.array(z.object({ ...card, points: z.array(text(point)).min(1).max(6) })).length(3),
    back: text(label),
    body: text(body),
  }),
};

export type CopyOf<P extends CopyPage> = z.output<(typeof PUBLISHED)[P]>;
export type LandingCopy = CopyOf<'landing'>;
export type AboutCopy = CopyOf<'about'>;
export type UpdatesCopy = CopyOf<'updates'>;
/** A page's copy in every language. */
export type CopiesOf<P extends CopyPage> = Record<Locale, CopyOf<P>>;
/** A draft: the shape of the copy, every icon or choice a string ('' while unset). */
export type Draft<T> = T extends string ? string : T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { [K in keyof T]: Draft<T[K]> } : T;
export type DraftOf<P extends CopyPage> = Draft<CopyOf<P>>;
export type DraftsOf<P extends CopyPage> = Record<Locale, DraftOf<P>>;

function perLocale<T extends z.ZodType>(schema: T) {
  return z.object({ uz: schema, ru: schema, en: schema } satisfies Record<Locale, T>);
}

/**
 * The draft schema of a published one, derived by walking it: every text may be empty (and is
 * kept as typed, spaces included), a choice may be unset (''), a list may be short, and anything
 * missing is filled in empty; but the maximums hold (an over-long text or list is refused even in
 * a draft) and a choice is one of its options or ''.
 */
function draftOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return z.object(Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, draftOf(field)]))).prefault({});
    case 'string':
      return z.string().max(limitsOf(schema).max).default('');
    case 'enum':
      return z.enum(['', ...Object.values(def.entries ?? {})] as [string, ...string[]]).default('');
    case 'array':
      return z
        .array(draftOf(def.element as z.ZodType))
        .max(limitsOf(schema).max)
        .default([]);
    default:
      throw new Error(`page-copy: no draft for a zod ${def.type}`);
  }
}

const DRAFT = Object.fromEntries(COPY_PAGES.map((page) => [page, draftOf(PUBLISHED[page])])) as Record<CopyPage, z.ZodType>;

/** One language's copy of a page, as it may be published. */
export function pageCopySchema<P extends CopyPage>(page: P): (typeof PUBLISHED)[P] {
  return PUBLISHED[page];
}

/** A page's copy in every language (`{ uz, ru, en }`), as it may be published. */
export function pageCopiesSchema<P extends CopyPage>(page: P): z.ZodType<CopiesOf<P>> {
  const schema: z.ZodType = PUBLISHED[page];
  return perLocale(schema) as unknown as z.ZodType<CopiesOf<P>>;
}

/** What a draft of one language may hold (see draftOf); its output has every field, empty where missing. */
export function draftCopySchema<P extends CopyPage>(page: P): z.ZodType<DraftOf<P>> {
  return DRAFT[page] as z.ZodType<DraftOf<P>>;
}

/** What a draft of a page in every language (`{ uz, ru, en }`) may hold: what the editor saves as you type. */
export function draftCopiesSchema<P extends CopyPage>(page: P): z.ZodType<DraftsOf<P>> {
  const draft: z.ZodType = DRAFT[page];
  return perLocale(draft).prefault({} as never) as unknown as z.ZodType<DraftsOf<P>>;
}

// ---------------------------------------------------------------------------------------------
// The form, derived from the published schema.

interface FieldBase {
  /** The key in its group; null for a list's item. */
  key: string | null;
  /** i18n key (studio namespace) of the field's name, from its path: `copy_field_hero_title`. */
  label: string;
  /** i18n key to use when `label` has no text: the last key's, `copy_field_title`. */
  fallback: string;
}
export interface CopyGroupField extends FieldBase {
  kind: 'group';
  fields: CopyField[];
}
export interface CopyTextField extends FieldBase {
  /** `markdown`: the page's body, rendered with renderCopyMarkdown; `text`: plain text. */
  kind: 'text' | 'markdown';
  max: number;
  required: boolean;
}
export interface CopyChoiceField extends FieldBase {
  /** `icon`: one of COPY_ICONS (an icon picker); `choice`: one of a few named options. */
  kind: 'icon' | 'choice';
  options: string[];
  required: boolean;
}
export interface CopyListField extends FieldBase {
  kind: 'list';
  min: number;
  max: number;
  of: CopyField;
}
export type CopyField = CopyGroupField | CopyTextField | CopyChoiceField | CopyListField;
export interface CopyForm {
  page: CopyPage;
  /** i18n key of the page's name: `copy_page_landing`. */
  label: string;
  fields: CopyField[];
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
}
interface SchemaDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
}

function defOf(schema: z.ZodType): SchemaDef {
  return schema._zod.def as unknown as SchemaDef;
}

function limitsOf(schema: z.ZodType): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const { _zod } of defOf(schema).checks ?? []) {
    const { check, minimum, maximum, length } = _zod.def;
    if (check === 'min_length' && minimum !== undefined) min = minimum;
    if (check === 'max_length' && maximum !== undefined) max = maximum;
    if (check === 'length_equals' && length !== undefined) [min, max] = [length, length];
  }
  return { min, max };
}

const labelOf = (names: string[]) => `copy_field_${names.join('_')}`;

/** names: the keys from the page's root to this field, list items not counted. */
function describe(schema: z.ZodType, key: string | null, names: string[]): CopyField {
  const def = defOf(schema);
  const label = key === null ? labelOf([...names, 'item']) : labelOf(names);
  const fallback = labelOf([key ?? 'item']);
  const base = { key, label, fallback };
  switch (def.type) {
    case 'object':
      return { ...base, kind: 'group', fields: Object.entries(def.shape ?? {}).map(([name, field]) => describe(field, name, [...names, name])) };
    case 'string': {
      const { min, max } = limitsOf(schema);
      return { ...base, kind: key === 'body' ? 'markdown' : 'text', max, required: min > 0 };
    }
    case 'enum': {
      const options = Object.values(def.entries ?? {});
      const icons = options.length === COPY_ICONS.length && options.every((option, index) => option === COPY_ICONS[index]);
      return { ...base, kind: icons ? 'icon' : 'choice', options, required: true };
    }
    case 'array': {
      const { min, max } = limitsOf(schema);
      return { ...base, kind: 'list', min, max, of: describe(def.element as z.ZodType, null, names) };
    }
    default:
      throw new Error(`page-copy: no form field for a zod ${def.type}`);
  }
}

const FORMS = Object.fromEntries(
  COPY_PAGES.map((page) => {
    const root = describe(PUBLISHED[page], page, []) as CopyGroupField;
    return [page, { page, label: `copy_page_${page}`, fields: root.fields }];
  }),
) as Record<CopyPage, CopyForm>;

/** The editor's form of a page: a JSON-serializable tree derived from pageCopySchema(page). */
export function copyForm(page: CopyPage): CopyForm {
  return FORMS[page];
}

/** The i18n keys of every field label a form names (labels and fallbacks). */
export function copyFormLabels(form: CopyForm): { label: string; fallback: string }[] {
  const found: { label: string; fallback: string }[] = [];
  const walk = (field: CopyField): void => {
    found.push({ label: field.label, fallback: field.fallback });
    if (field.kind === 'group') field.fields.forEach(walk);
    if (field.kind === 'list') walk(field.of);
  };
  form.fields.forEach(walk);
  return found;
}

/** i18n key (studio namespace) of an icon's or a choice's name: `copy_option_map_pin`. */
export function copyOptionLabel(option: string): string {
  return `copy_option_${option.replace(/-/g, '_')}`;
}

/** A field's emptiest value: '' for texts and choices, lists as long as their minimum. */
export function emptyOf(field: CopyField): unknown {
  switch (field.kind) {
    case 'group':
      return Object.fromEntries(field.fields.map((child) => [child.key, emptyOf(child)]));
    case 'list':
      return Array.from({ length: field.min }, () => emptyOf(field.of));
    default:
      return '';
  }
}

/** The emptiest copy a draft can start from: every text '', every list as long as its minimum. */
export function emptyCopy<P extends CopyPage>(page: P): DraftOf<P> {
  return emptyOf({ kind: 'group', key: page, label: '', fallback: '', fields: FORMS[page].fields }) as DraftOf<P>;
}

// ---------------------------------------------------------------------------------------------
// Problems: why a copy in every language cannot be published.

export const COPY_PROBLEM_CODES = [
  /** A text, icon or choice is empty or missing, in every language (or it is not a translatable text). */
  'copy_required',
  /** A text is empty or missing in this language but filled in another; or a list item another language has is missing here. */
  'copy_missing_translation',
  /** A text is longer than `limit` (after trimming). */
  'copy_too_long',
  /** A list has fewer than `limit` items (in every language that has fewer items than another, the missing items are missing translations instead). */
  'copy_too_few',
  /** A list has more than `limit` items. */
  'copy_too_many',
  /** An icon is not one of COPY_ICONS. */
  'copy_bad_icon',
  /** A choice is not one of its options. */
  'copy_bad_choice',
] as const;
export type CopyProblemCode = (typeof COPY_PROBLEM_CODES)[number];
export type CopyPath = (string | number)[];
export interface CopyProblem {
  locale: Locale;
  path: CopyPath;
  code: CopyProblemCode;
  limit?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (value: unknown, key: string | number): unknown => {
  if (typeof key === 'number') return Array.isArray(value) ? value[key] : undefined;
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
};
const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * What stops a page's copy (in every language, as the editor holds it: partial, wrong types,
 * unknown keys, anything) from being published, in form order and, per field, in LOCALES order.
 * An empty list: `pageCopiesSchema(page)` accepts it.
 *
 * `copy_required` and `copy_missing_translation` differ by the other languages: a text empty in
 * every language is required (in each); a text empty in some languages and filled in another is a
 * missing translation in those (the translator's to-do, not the author's). A value of the wrong
 * type counts as empty.
 */
export function copyProblems(page: CopyPage, copies: unknown): CopyProblem[] {
  const problems: CopyProblem[] = [];
  const values = (path: CopyPath) =>
    LOCALES.map((locale) => ({ locale, value: path.reduce<unknown>((value, key) => child(value, key), child(copies, locale)) }));

  const check = (field: CopyField, path: CopyPath, present: readonly Locale[]): void => {
    const here = values(path).filter(({ locale }) => present.includes(locale));
    switch (field.kind) {
      case 'group':
        for (const sub of field.fields) check(sub, [...path, sub.key as string], present);
        return;
      case 'text':
      case 'markdown': {
        const anyFilled = here.some(({ value }) => filled(value));
        for (const { locale, value } of here) {
          if (!filled(value)) problems.push({ locale, path, code: anyFilled ? 'copy_missing_translation' : 'copy_required' });
          else if ((value as string).trim().length > field.max) problems.push({ locale, path, code: 'copy_too_long', limit: field.max });
        }
        return;
      }
      case 'icon':
      case 'choice':
        for (const { locale, value } of here) {
          if (value === undefined || value === null || value === '') problems.push({ locale, path, code: 'copy_required' });
          else if (!field.options.includes(value as string)) problems.push({ locale, path, code: field.kind === 'icon' ? 'copy_bad_icon' : 'copy_bad_choice' });
        }
        return;
      case 'list': {
        const lengths = here.map(({ value }) => itemsOf(value).length);
        // Items past the maximum are to be removed, not translated.
        const longest = Math.min(field.max, Math.max(0, ...lengths));
        here.forEach(({ locale }, index) => {
          const length = lengths[index] as number;
          if (length > field.max) problems.push({ locale, path, code: 'copy_too_many', limit: field.max });
          else if (length < field.min && length === longest) problems.push({ locale, path, code: 'copy_too_few', limit: field.min });
        });
        for (let item = 0; item < longest; item += 1) {
          const has = here.filter((_, index) => (lengths[index] as number) > item).map(({ locale }) => locale);
          for (const { locale } of here) if (!has.includes(locale)) problems.push({ locale, path: [...path, item], code: 'copy_missing_translation' });
          check(field.of, [...path, item], has);
        }
        return;
      }
    }
  };
  for (const field of FORMS[page].fields) check(field, [field.key as string], LOCALES);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Changes: a readable diff of two versions.

export interface CopyChange {
  path: CopyPath;
  locale: Locale;
  /** null: the field is not in `before` (a list item was added). */
  before: string | null;
  /** null: the field is not in `after` (a list item was removed). */
  after: string | null;
}

/**
 * Every text, icon and choice that differs between two copies of a page in every language, in
 * form order (per field, in LOCALES order). A list item added or removed shows as each of its
 * fields going from or to null.
 */
export function copyChanges(page: CopyPage, before: unknown, after: unknown): CopyChange[] {
  const changes: CopyChange[] = [];
  const leaf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  /** pairs: per locale (LOCALES order), the field's value before and after. */
  const compare = (field: CopyField, path: CopyPath, pairs: [unknown, unknown][]): void => {
    switch (field.kind) {
      case 'group':
        for (const sub of field.fields) {
          const key = sub.key as string;
          compare(
            sub,
            [...path, key],
            pairs.map(([a, b]) => [child(a, key), child(b, key)]),
          );
        }
        return;
      case 'list': {
        const length = Math.max(0, ...pairs.flatMap(([a, b]) => [itemsOf(a).length, itemsOf(b).length]));
        for (let item = 0; item < length; item += 1)
          compare(
            field.of,
            [...path, item],
            pairs.map(([a, b]) => [child(a, item), child(b, item)]),
          );
        return;
      }
      default:
        pairs.forEach(([a, b], index) => {
          if (leaf(a) !== leaf(b)) changes.push({ path, locale: LOCALES[index] as Locale, before: leaf(a), after: leaf(b) });
        });
    }
  };
  for (const field of FORMS[page].fields) {
    const key = field.key as string;
    compare(
      field,
      [key],
      LOCALES.map((locale) => [child(child(before, locale), key), child(child(after, locale), key)]),
    );
  }
  return changes;
}

/**
 * A stored copy read with today's schema: what it lacks (a version published before a field was
 * added, e.g. `seo_title`) is taken from `defaults`, the Markdown files' copy of the page; what it
 * has stays as it is (a text, a whole list), and what today's schema no longer has is dropped.
 */
export function withMissingFrom<T>(stored: unknown, defaults: T): T {
  if (!isRecord(defaults)) return (stored === undefined || stored === null || typeof stored !== typeof defaults ? defaults : stored) as T;
  if (!isRecord(stored)) return defaults;
  return Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, withMissingFrom(stored[key], value)])) as T;
}
