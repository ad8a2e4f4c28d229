import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('defaults to SQLite in ./data, port 4321 and the outbox SMS provider', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4321);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.PUBLIC_URL).toBe('http://localhost:4321');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL/);
  });

  it('refuses a port that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('needs Eskiz credentials when Eskiz sends the SMS', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'eskiz' })).toThrow(/ESKIZ_EMAIL/);
    expect(
      loadConfig({ SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: 'a@b.uz', ESKIZ_PASSWORD: 'secret', ESKIZ_FROM: '4546' }).SMS_PROVIDER,
    ).toBe('eskiz');
  });

  it('refuses to start production with the outbox unless told to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/outbox/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1' }).SMS_PROVIDER).toBe('outbox');
  });
});
