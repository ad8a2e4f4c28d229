import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { outboxHintPath } from '../../src/server/sms/index.ts';

describe('the hint where a local SMS code went', () => {
  it('names the outbox file from where the server started, outside production', () => {
    expect(outboxHintPath(loadConfig({}))).toBe(path.join('data', 'sms-outbox.jsonl'));
    expect(outboxHintPath(loadConfig({ DATA_DIR: '/tmp/bozor-try' }))).toBe('/tmp/bozor-try/sms-outbox.jsonl');
  });

  it('is never given in production, nor when SMS really go out', () => {
    expect(
      outboxHintPath(
        loadConfig({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1', PUBLIC_URL: 'https://bozor.uz' }),
      ),
    ).toBeNull();
    expect(outboxHintPath(loadConfig({ SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: 'a@b.uz', ESKIZ_PASSWORD: 'x', ESKIZ_FROM: '4546' }))).toBeNull();
  });
});
