import path from 'node:path';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createEskizProvider } from './eskiz.ts';
import { createOutboxProvider } from './outbox.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createSmsProvider(config: Config, clock: Clock, logger: Logger): SmsProvider {
  if (config.SMS_PROVIDER === 'eskiz') {
    return createEskizProvider({
      baseUrl: config.ESKIZ_BASE_URL,
      email: config.ESKIZ_EMAIL ?? '',
      password: config.ESKIZ_PASSWORD ?? '',
      from: config.ESKIZ_FROM ?? '',
      logger,
    });
  }
  return createOutboxProvider({ dataDir: config.dataDir, clock, logger });
}

/**
 * Where a person trying the site locally finds their SMS code: the outbox file, as a path from
 * where the server was started; null when codes really go out or in production (a hint there
 * would tell visitors that no SMS is sent).
 */
export function outboxHintPath(config: Pick<Config, 'SMS_PROVIDER' | 'NODE_ENV' | 'dataDir'>): string | null {
  if (config.SMS_PROVIDER !== 'outbox' || config.NODE_ENV === 'production') return null;
  const file = path.join(config.dataDir, 'sms-outbox.jsonl');
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
