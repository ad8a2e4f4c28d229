import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';

/** The bot as configured: null when TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME are not both set (the feature is hidden). */
export interface TelegramSettings {
  token: string;
  username: string;
  /** What Telegram sends back in `X-Telegram-Bot-Api-Secret-Token` with every update. */
  webhookSecret: string;
  apiUrl: string;
  /** Where Telegram posts updates: `${PUBLIC_URL}/api/telegram/webhook`. */
  webhookUrl: string;
}

/**
 * TELEGRAM_WEBHOOK_SECRET, or one derived from the token (HMAC-SHA256 of a fixed label, base64url):
 * stable across restarts and instances without another variable, unknown to anyone without the
 * token, and changed with it.
 */
export function webhookSecretOf(token: string): string {
  return createHmac('sha256', token).update('bozor telegram webhook').digest('base64url');
}

export function telegramSettings(
  config: Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_BOT_USERNAME' | 'TELEGRAM_WEBHOOK_SECRET' | 'TELEGRAM_API_URL' | 'publicUrl'>,
): TelegramSettings | null {
  const token = config.TELEGRAM_BOT_TOKEN;
  const username = config.TELEGRAM_BOT_USERNAME;
  if (!token || !username) return null;
  return {
    token,
    username,
    webhookSecret: config.TELEGRAM_WEBHOOK_SECRET ?? webhookSecretOf(token),
    apiUrl: config.TELEGRAM_API_URL.replace(/\/+$/, ''),
    webhookUrl: new URL('/api/telegram/webhook', config.publicUrl).href,
  };
}
