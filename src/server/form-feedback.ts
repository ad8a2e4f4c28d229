import type { FormFeedback } from '../lib/form-feedback.ts';
import type { Locale } from '../lib/locales.ts';
import { localizeError } from './error-messages.ts';
import { AppError } from './errors.ts';

/** An AppError as a form shows it: field messages where the error names fields, else one message. */
export function feedbackOf(error: unknown, locale: Locale, fieldOfCode: Partial<Record<string, string>> = {}): FormFeedback {
  if (!(error instanceof AppError)) throw error;
  const body = localizeError(error, locale);
  const field = fieldOfCode[error.code];
  if (field) return { fields: { [field]: body.detail } };
  const fields = body.errors && Object.fromEntries(Object.entries(body.errors).map(([name, messages]) => [name, messages[0] ?? '']));
  return fields ? { fields } : { notice: { kind: 'error', text: body.detail } };
}
