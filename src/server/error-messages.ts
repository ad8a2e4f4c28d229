import { roundDuration } from '../lib/duration.ts';
import type { Locale } from '../lib/locales.ts';
import type { AppError } from './errors.ts';
import { getT } from './i18n.ts';

/** spec/API.md "Errors": what an AppError says, in one language. */
export interface ErrorBody {
  detail: string;
  code: string;
  errors?: Record<string, string[]>;
}

/**
 * The one place an AppError becomes words: its message key in the errors namespace, field
 * messages for validation errors, and for a refusal with Retry-After the wait as people say it
 * ("41 daqiqa", "41 мин"), inside the sentence rather than after it.
 */
export function localizeError(error: AppError, locale: Locale): ErrorBody {
  const t = getT(locale, 'errors');
  const params: Record<string, string | number> = { ...error.options.params };
  if (error.options.retryAfter !== undefined) {
    const { unit, count } = roundDuration(error.options.retryAfter);
    params.duration = t(`duration_${unit}`, { count });
  }
  const body: ErrorBody = { detail: t(error.messageKey, params), code: error.code };
  if (error.options.fields) {
    body.errors = Object.fromEntries(Object.entries(error.options.fields).map(([field, refs]) => [field, refs.map((ref) => t(ref.key, ref.params ?? {}))]));
  }
  return body;
}
