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
