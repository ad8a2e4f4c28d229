import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../errors.ts';
import { localizeError } from '../error-messages.ts';
import type { Logger } from '../logger.ts';
import type { ApiEnv } from './context.ts';
import { DEFAULT_LOCALE } from '../../lib/locales.ts';

/** `{detail, code, errors?}` in the request's language (spec/API.md "Errors"). */
export function errorResponse(c: Context<ApiEnv>, error: AppError): Response {
  const body = localizeError(error, c.get('locale') ?? DEFAULT_LOCALE);
  if (error.options.retryAfter !== undefined) c.header('Retry-After', String(Math.ceil(error.options.retryAfter)));
  return c.json(body, error.status as ContentfulStatusCode);
}

export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context<ApiEnv>): Response => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      const code = error.status === 413 ? 'payload_too_large' : error.status === 415 ? 'unsupported_media_type' : null;
      if (code) return errorResponse(c, new AppError(code));
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled API error');
    return errorResponse(c, new AppError('internal_error'));
  };
}
