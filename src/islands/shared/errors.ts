import type { TFunction } from '../../lib/i18n.ts';
import { ApiError, NetworkError } from './api.ts';

/**
 * The message to show for a failed call: the server's localized words (a refusal with a wait
 * already says how long, in one sentence), or ours.
 */
export function errorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (error instanceof ApiError) return error.firstMessage || t(fallbackKey);
  if (error instanceof NetworkError) return t('network_error');
  return t(fallbackKey);
}

/**
 * Field messages of a failed call, for forms that show errors next to their fields: the
 * validation messages, plus the detail of codes that concern one field (`username_taken` →
 * `username`), so such errors never show far from what has to change.
 */
export function fieldErrors(error: unknown, fieldOfCode: Partial<Record<string, string>> = {}): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const field = fieldOfCode[error.code];
  return field ? { ...error.fieldMessages, [field]: error.detail } : error.fieldMessages;
}
