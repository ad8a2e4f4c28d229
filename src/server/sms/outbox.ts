import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { maskPhone } from '../../lib/phone.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';

/**
 * Development and test "provider": one JSON line per message in DATA_DIR/sms-outbox.jsonl
 * (`to`, `text`, `code`, `purpose`, `sent_at`), where people and tests read their codes.
 */
export function createOutboxProvider(options: { dataDir: string; clock: Clock; logger: Logger }): SmsProvider & { file: string } {
  const file = path.join(options.dataDir, 'sms-outbox.jsonl');
  return {
    name: 'outbox',
    file,
    async send(message: SmsMessage) {
      await mkdir(options.dataDir, { recursive: true });
      const line = { to: message.to, text: message.text, code: message.code, purpose: message.purpose, sent_at: options.clock().toISOString() };
      await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
      options.logger.info({ to: maskPhone(message.to), purpose: message.purpose, outbox: file }, 'SMS written to the outbox');
    },
  };
}
