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

const OWN_KEY = /^[a-z][a-z0-9_]*$/;

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
