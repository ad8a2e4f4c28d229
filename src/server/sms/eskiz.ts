import { maskPhone } from '../../lib/phone.ts';
import type { Logger } from '../logger.ts';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms-provider.ts';

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  from: string;
  logger: Logger;
  /** Per-request timeout. */
  timeoutMs?: number;
}

/**
 * notify.eskiz.uz: `POST /api/auth/login` (email, password) gives a bearer token, kept until
 * Eskiz answers 401, then fetched again once; `POST /api/message/sms/send` with `mobile_phone`
 * as 998XXXXXXXXX, `message` and `from`. Eskiz delivers to Uzbek numbers only.
 */
export function createEskizProvider(options: EskizOptions): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: Promise<string> | undefined;

  async function post(pathname: string, fields: Record<string, string>, bearer?: string): Promise<Response> {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return fetch(new URL(pathname, options.baseUrl), {
      method: 'POST',
      body,
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async function login(): Promise<string> {
    const response = await post('/api/auth/login', { email: options.email, password: options.password });
    const json = (await response.json().catch(() => null)) as { data?: { token?: string } } | null;
    const value = json?.data?.token;
    if (!response.ok || !value) throw new SmsDeliveryError(`Eskiz login failed with ${response.status}`);
    return value;
  }

  function currentToken(): Promise<string> {
    if (!token) {
      token = login();
      token.catch(() => (token = undefined));
    }
    return token;
  }

  return {
    name: 'eskiz',
    async send(message: SmsMessage) {
      if (!/^\+998\d{9}$/.test(message.to)) throw new SmsDeliveryError('Eskiz sends to Uzbek numbers only');
      const fields = { mobile_phone: message.to.slice(1), message: message.text, from: options.from };
      try {
        let response = await post('/api/message/sms/send', fields, await currentToken());
        if (response.status === 401) {
          token = undefined; // expired or revoked: log in again, once
          response = await post('/api/message/sms/send', fields, await currentToken());
        }
        // The reply's body is not kept: providers echo the number and the text (with the code).
        if (!response.ok) throw new SmsDeliveryError(`Eskiz refused the message with ${response.status}`);
      } catch (error) {
        options.logger.error({ err: error, to: maskPhone(message.to) }, 'Eskiz SMS failed');
        throw error instanceof SmsDeliveryError ? error : new SmsDeliveryError('Eskiz unreachable', { cause: error });
      }
    },
  };
}
