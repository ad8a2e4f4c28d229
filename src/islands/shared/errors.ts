import type { TFunction } from '../../lib/i18n.ts';
import { ApiError, NetworkError } from './api.ts';

/** The message to show for a failed call: the server's localized words, or ours. */
export function errorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (error instanceof ApiError) {
    const base = error.firstMessage || t(fallbackKey);
    return error.status === 429 && error.retryAfter ? `${base} ${t('retry_after', { seconds: error.retryAfter })}` : base;
  }
  if (error instanceof NetworkError) return t('network_error');
  return t(fallbackKey);
}
