import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, fieldError, type MessageRef } from '../errors.ts';
import { JSON_BODY_LIMIT_BYTES, readBody } from './body.ts';

/**
 * Zod at the boundary. A schema's own messages are keys of the errors namespace
 * (`z.string().min(8, 'password_too_short')`); zod's defaults map to generic keys here.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, MessageRef[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    (fields[field] ??= []).push(toMessageRef(issue));
  }
  throw new AppError('validation_error', { fields });
}

const OWN_KEY = /^[a-z][A-Za-z0-9_]*$/;

function toMessageRef(issue: z.core.$ZodIssue): MessageRef {
  if (OWN_KEY.test(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? { key: 'field_required' } : { key: 'field_invalid' };
    case 'too_small':
      return issue.origin === 'string'
        ? { key: 'field_too_short', params: { min: Number(issue.minimum) } }
        : { key: 'field_too_small', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'field_too_long', params: { max: Number(issue.maximum) } }
        : { key: 'field_too_big', params: { max: Number(issue.maximum) } };
    case 'unrecognized_keys':
      return { key: 'field_unknown' };
    default:
      return { key: 'field_invalid' };
  }
}

/**
 * A JSON body validated with `schema`: 415 if it is not JSON, 413 past 64 KB (read no
 * further), 400 if it does not parse.
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new AppError('unsupported_media_type');
  const bytes = await readBody(c.req.raw, JSON_BODY_LIMIT_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new AppError('invalid_json');
  }
  return parseWith(schema, body);
}

/**
 * A multipart (or url-encoded) form of at most `maxBytes` (the route's own upload limit,
 * `uploadBodyLimit`): 415 for anything else, 413 past the limit, 400 if it cannot be read.
 */
export async function parseMultipart(c: Context, maxBytes: number): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) throw new AppError('unsupported_media_type');
  const bytes = await readBody(c.req.raw, maxBytes);
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw fieldError('non_field_errors', 'form_unreadable');
  }
}

/** Text fields of a form for a zod schema: the last value of each name; blank means absent. */
export function formTexts(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.getAll(name).filter((each): each is string => typeof each === 'string').at(-1);
      return [name, value === undefined || value.trim() === '' ? undefined : value];
    }),
  );
}

/**
 * The files of a repeated file field. Browsers send an empty part when nothing was chosen:
 * ignored. Text where a file belongs is not an image (415).
 */
export function formFiles(form: FormData, name: string): File[] {
  const files: File[] = [];
  for (const value of form.getAll(name)) {
    if (typeof value === 'string') {
      if (value.trim() === '') continue;
      throw new AppError('image_invalid_type');
    }
    if (value.size > 0 || value.name !== '') files.push(value);
  }
  return files;
}

/** Ids sent as repeated fields (`3`, `4`) or as one JSON array (`[3, 4]`); anything else is a bad value. */
export function formIds(form: FormData, name: string): number[] {
  const ids: number[] = [];
  for (const value of form.getAll(name)) {
    if (typeof value !== 'string') throw fieldError(name, 'field_invalid');
    const text = value.trim();
    if (text === '' || text === '[]') continue;
    let parsed: unknown = text;
    if (text.startsWith('[')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw fieldError(name, 'field_invalid');
      }
    }
    for (const each of Array.isArray(parsed) ? parsed : [parsed]) {
      const id = typeof each === 'number' ? each : /^\d{1,10}$/.test(String(each)) ? Number(each) : NaN;
      if (!Number.isSafeInteger(id) || id <= 0) throw fieldError(name, 'field_invalid');
      ids.push(id);
    }
  }
  return [...new Set(ids)];
}

/** A path id: digits only, else nothing has it (404). */
export function pathId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value) || Number(value) > 2_147_483_647) throw new AppError('not_found');
  return Number(value);
}
