import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AppError, type MessageRef } from '../errors.ts';
import { JSON_BODY_LIMIT_BYTES, readBody } from './body.ts';
import type { ApiEnv } from './context.ts';
import { expectedBodyBytes, FORM_CONTENT_TYPE, readStreamedForm, type UploadLimits } from './multipart.ts';
import { requireUser } from './session.ts';
import type { StreamedForm } from './streamed-form.ts';
import type { UploadGate } from './upload-gate.ts';

/**
 * Zod at the boundary. A schema's own messages are keys of the errors namespace
 * (`z.string().min(8, 'password_too_short')`); zod's defaults map to generic keys here.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(result.error.issues, input);
}

/**
 * The validation error of zod's issues with `input`, field by field. An issue without its input
 * (zod reports it only when asked) finds it in `input` by its path, so that a missing field is
 * "required" and a wrong one "invalid" whoever ran the schema.
 */
export function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): AppError {
  const fields: Record<string, MessageRef[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    const withInput = 'input' in issue ? issue : { ...issue, input: valueAt(input, issue.path) };
    (fields[field] ??= []).push(toMessageRef(withInput as z.core.$ZodIssue));
  }
  return new AppError('validation_error', { fields });
}

const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);

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
 * A JSON body validated with `schema`: 415 if it is not JSON, 413 past 64 KB (or the route's
 * own `limit`; read no further), 400 if it does not parse.
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S, limit = JSON_BODY_LIMIT_BYTES): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new AppError('unsupported_media_type');
  const bytes = await readBody(c.req.raw, limit);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new AppError('invalid_json');
  }
  return parseWith(schema, body);
}

/**
 * Lets an upload through the gate before its body is read (the route's first handler): the
 * signed-in account's share (429) and the process's budget (503 after a short wait), counted
 * from what the body may bring; a declared length over the limit is refused (413) first. Its
 * temporary files go once the request is answered, however it ended. A body that is no form
 * (JSON beside a chat's multipart) passes on without a place.
 */
export function admitUpload(uploads: UploadGate, limits: UploadLimits): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) return next();
    const { user } = requireUser(c);
    const pass = await uploads.admit(user.id, expectedBodyBytes(c.req.header('content-length') ?? null, limits));
    c.set('upload', pass);
    try {
      await next();
    } finally {
      await pass.release();
    }
  };
}

/**
 * The form of an upload let in by `admitUpload`, read as it streams (http/multipart.ts): 415
 * for anything but a form, 413 past the route's limits, 400 if it cannot be read.
 */
export async function parseMultipart(c: Context<ApiEnv>, limits: UploadLimits): Promise<StreamedForm> {
  if (!FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) throw new AppError('unsupported_media_type');
  const pass = c.get('upload');
  if (!pass) throw new Error('parseMultipart on a route without admitUpload');
  return readStreamedForm(c.req.raw, limits, pass.dir);
}
