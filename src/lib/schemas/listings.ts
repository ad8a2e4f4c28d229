import { z } from 'zod';
import { parsePrice } from '../price.ts';

/**
 * Pieces shared by the request schemas of products and services (spec/API.md): ids, prices,
 * pagination. Messages are keys of the errors namespace.
 */
export const MAX_PAGE_SIZE = 100;

/** A positive integer id, as JSON number or form/query text. */
export const id = (requiredKey: string, invalidKey = 'field_invalid') =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, invalidKey)], {
      error: (issue) => (issue.input === undefined || issue.input === '' ? requiredKey : invalidKey),
    })
    .transform(Number)
    .pipe(z.number().int(invalidKey).positive(invalidKey).max(2_147_483_647, invalidKey));

/** Whole so'm, written with or without thousands separators. */
export const price = (requiredKey: string) =>
  z
    .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? requiredKey : 'price_invalid') })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: requiredKey });
        return z.NEVER;
      }
      const parsed = parsePrice(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'price_invalid' });
        return z.NEVER;
      }
      return parsed;
    });

const pageNumber = z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(1_000_000, 'page_invalid');

/** `page` (products also `currentPage`) and `page_size`, capped at 100. */
export function pagination(defaultSize: number) {
  return {
    page: pageNumber.optional(),
    currentPage: pageNumber.optional(),
    page_size: z.coerce.number({ error: 'page_size_invalid' }).int('page_size_invalid').min(1, 'page_size_invalid').max(MAX_PAGE_SIZE, 'page_size_invalid').default(defaultSize),
  };
}

/** An optional text filter: blank means absent, at most 100 characters. */
export const textFilter = z
  .string()
  .trim()
  .max(100, 'filter_too_long')
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** `true`/`false`/`1`/`0`/`on` as a form sends it. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', 'True', 'False'])], { error: 'field_invalid' })
  .transform((value) => value === true || value === 'true' || value === 'True' || value === '1' || value === 'on');
