import { LOCALES, type Locale } from './locales.ts';
import { copyForm, emptyOf, type CopyField, type CopyPage, type CopyPath } from './page-copy.ts';

/**
 * The copy editor's edits (issue 37), pure: a page's copy in every language (`{ uz, ru, en }`)
 * as the studio island holds it, changed one field at a time without touching the rest.
 */
export type Copies = Record<Locale, Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of one language's copy (undefined where there is none). */
export function valueAt(copies: Copies, locale: Locale, path: CopyPath): unknown {
  let value: unknown = copies[locale];
  for (const key of path) {
    if (typeof key === 'number') value = Array.isArray(value) ? value[key] : undefined;
    else value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  }
  return value;
}

/** A text, icon or choice at a path ('' where there is none or it is not a text). */
export function textAt(copies: Copies, locale: Locale, path: CopyPath): string {
  const value = valueAt(copies, locale, path);
  return typeof value === 'string' ? value : '';
}

function setIn(value: unknown, path: CopyPath, next: (old: unknown) => unknown): unknown {
  if (path.length === 0) return next(value);
  const [key, ...rest] = path as [string | number, ...CopyPath];
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[key] = setIn(list[key], rest, next);
    return list;
  }
  const object = isRecord(value) ? { ...value } : {};
  object[key] = setIn(object[key], rest, next);
  return object;
}

/** The copies with one language's field at `path` set to `value` (everything else shared, not copied). */
export function withText(copies: Copies, locale: Locale, path: CopyPath, value: string): Copies {
  return { ...copies, [locale]: setIn(copies[locale], path, () => value) as Record<string, unknown> };
}

/** The copies with an empty item added at the end of a list, in every language. */
export function withItemAdded(copies: Copies, path: CopyPath, list: Extract<CopyField, { kind: 'list' }>): Copies {
  const length = listLength(copies, path);
  const next = { ...copies };
  for (const locale of LOCALES) next[locale] = setIn(copies[locale], [...path, length], () => emptyOf(list.of)) as Record<string, unknown>;
  return next;
}

/** The copies with a list's item removed, in every language. */
export function withItemRemoved(copies: Copies, path: CopyPath, index: number): Copies {
  const next = { ...copies };
  for (const locale of LOCALES)
    next[locale] = setIn(copies[locale], path, (old) => (Array.isArray(old) ? old.filter((_, at) => at !== index) : [])) as Record<string, unknown>;
  return next;
}

/** How many items a list has: the most any language has. */
export function listLength(copies: Copies, path: CopyPath): number {
  return Math.max(0, ...LOCALES.map((locale) => ((value) => (Array.isArray(value) ? value.length : 0))(valueAt(copies, locale, path))));
}

/**
 * A copy in the form's shape, in every language, for the editor to start from: every field its
 * form names present (texts and choices as strings, '' where missing), every list as long in
 * each language as in the language that has the most items (up to its maximum; the items added
 * are empty, so they show as missing translations), and nothing the form does not name.
 */
export function formShaped(page: CopyPage, copies: unknown): Copies {
  const source = (isRecord(copies) ? copies : {}) as Record<string, unknown>;
  const shape = (field: CopyField, values: unknown[]): unknown[] => {
    switch (field.kind) {
      case 'group':
        return values.map((_, index) =>
          Object.fromEntries(
            field.fields.map((child) => [
              child.key,
              shape(
                child,
                values.map((value) => (isRecord(value) ? value[child.key as string] : undefined)),
              )[index],
            ]),
          ),
        );
      case 'list': {
        const length = Math.min(field.max, Math.max(0, ...values.map((value) => (Array.isArray(value) ? value.length : 0))));
        const items = Array.from({ length }, (_, item) =>
          shape(
            field.of,
            values.map((value) => (Array.isArray(value) ? value[item] : undefined)),
          ),
        );
        return values.map((_, index) => items.map((item) => item[index]));
      }
      default:
        return values.map((value) => (typeof value === 'string' ? value : ''));
    }
  };
  const root = { kind: 'group', key: page, label: '', fallback: '', fields: copyForm(page).fields } as const;
  const shaped = shape(
    root,
    LOCALES.map((locale) => source[locale]),
  );
  return Object.fromEntries(LOCALES.map((locale, index) => [locale, shaped[index]])) as Copies;
}

/** The id of a field's control in one language (the problems' links jump to it). */
export function fieldId(locale: Locale, path: CopyPath): string {
  return `copy-${locale}-${path.join('-')}`;
}

/** A problem's or an error's key: `ru.hero.title`, as the API names fields. */
export function fieldKey(locale: Locale, path: CopyPath): string {
  return [locale, ...path].join('.');
}
