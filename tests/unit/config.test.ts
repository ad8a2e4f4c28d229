import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

/** The message loadConfig refuses an environment with ('' when it accepts it). */
function refusalOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

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

  it("points PUBLIC_URL at this machine's HOST and PORT when it is not set, and keeps one that is", () => {
    expect(loadConfig({ PORT: '4455' }).PUBLIC_URL).toBe('http://localhost:4455');
    expect(loadConfig({ PORT: '4455' }).publicUrl.href).toBe('http://localhost:4455/');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::', PORT: '80' }).PUBLIC_URL).toBe('http://localhost');
    expect(loadConfig({ HOST: '::1', PORT: '4455' }).PUBLIC_URL).toBe('http://[::1]:4455');
    expect(loadConfig({ HOST: 'bozor.local', PORT: '4455' }).PUBLIC_URL).toBe('http://bozor.local:4455');
    expect(loadConfig({ PORT: '4455', PUBLIC_URL: 'https://bozor.uz' }).PUBLIC_URL).toBe('https://bozor.uz');
  });

  it('refuses to start in production without an explicit PUBLIC_URL', () => {
    expect(refusalOf({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1', PORT: '4455' })).toMatch(
      /PUBLIC_URL: production needs PUBLIC_URL/,
    );
    expect(refusalOf({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1', PUBLIC_URL: 'https://bozor.uz' })).toBe(
      '',
    );
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
    expect(loadConfig({ SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: 'a@b.uz', ESKIZ_PASSWORD: 'secret', ESKIZ_FROM: '4546' }).SMS_PROVIDER).toBe('eskiz');
  });

  it('keeps media on local disk unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.MEDIA_STORE).toBe('local');
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('needs endpoint, bucket and both keys for MEDIA_STORE=s3, and names each one missing', () => {
    const refusal = refusalOf({ MEDIA_STORE: 's3', S3_BUCKET: 'bozor-media' });
    expect(refusal).toMatch(/S3_ENDPOINT is required with MEDIA_STORE=s3/);
    expect(refusal).toMatch(/S3_ACCESS_KEY_ID is required with MEDIA_STORE=s3/);
    expect(refusal).toMatch(/S3_SECRET_ACCESS_KEY is required with MEDIA_STORE=s3/);
    expect(refusal).not.toMatch(/S3_BUCKET/);

    const s3 = {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'bozor-media',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'top-secret',
    };
    const config = loadConfig(s3);
    expect([config.MEDIA_STORE, config.S3_REGION, config.S3_FORCE_PATH_STYLE, config.S3_PUBLIC_URL]).toEqual(['s3', 'us-east-1', false, undefined]);
    const tuned = loadConfig({ ...s3, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://cdn.bozor.uz' });
    expect([tuned.S3_REGION, tuned.S3_FORCE_PATH_STYLE, tuned.S3_PUBLIC_URL]).toEqual(['eu-central-1', true, 'https://cdn.bozor.uz']);
  });

  it('refuses S3 settings that cannot work, without repeating the secret', () => {
    const s3 = { MEDIA_STORE: 's3', S3_BUCKET: 'bozor-media', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'top-secret' };
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 's3.amazonaws.com' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/set S3_FORCE_PATH_STYLE=1/);
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: '../other' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_URL: 'cdn' })).toThrow(/S3_PUBLIC_URL/);
    const refusal = refusalOf({ ...s3, S3_ENDPOINT: 'nope', S3_BUCKET: 'a/b', S3_PUBLIC_URL: 'top' });
    expect(refusal).toMatch(/S3_ENDPOINT/);
    expect(refusal).not.toContain('top-secret');
  });

  it('refuses to start production with the outbox unless told to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/outbox/);
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1', PUBLIC_URL: 'https://bozor.example' })
        .SMS_PROVIDER,
    ).toBe('outbox');
  });

  it('pays through the fake Payme outside production, refuses it in production unless told, and needs the cash desk with Payme', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      PAYMENTS_PROVIDER: 'fake',
      PAYME_ENDPOINT: 'https://checkout.paycom.uz/api',
      PAYMENTS_TIMEOUT_MS: 10_000,
    });
    const production = { NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', PUBLIC_URL: 'https://bozor.uz' };
    expect(refusalOf(production)).toMatch(/PAYMENTS_PROVIDER: production refuses the fake Payme/);
    expect(refusalOf({ ...production, PAYMENTS_PROVIDER: 'fake' })).toMatch(/PAYMENTS_PROVIDER/);
    expect(loadConfig({ ...production, ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1' }).PAYMENTS_PROVIDER).toBe('fake');
    const payme = refusalOf({ ...production, PAYMENTS_PROVIDER: 'payme' });
    expect(payme).toMatch(/PAYME_MERCHANT_ID: PAYME_MERCHANT_ID is required with PAYMENTS_PROVIDER=payme/);
    expect(payme).toMatch(/PAYME_KEY/);
    expect(payme).toMatch(/SAFE_DEAL_CODE_KEY: SAFE_DEAL_CODE_KEY is required with PAYMENTS_PROVIDER=payme/);
    const codeKey = 'a-long-secret-for-handover-codes-0123456789';
    expect(
      loadConfig({
        ...production,
        PAYMENTS_PROVIDER: 'payme',
        PAYME_MERCHANT_ID: 'desk',
        PAYME_KEY: 'key',
        SAFE_DEAL_CODE_KEY: codeKey,
        PAYME_ENDPOINT: 'https://checkout.test.paycom.uz/api',
      }),
    ).toMatchObject({ PAYMENTS_PROVIDER: 'payme', PAYME_ENDPOINT: 'https://checkout.test.paycom.uz/api', SAFE_DEAL_CODE_KEY: codeKey });
    expect(refusalOf({ SAFE_DEAL_CODE_KEY: 'short' })).toMatch(/SAFE_DEAL_CODE_KEY is at least 32 characters/);
    expect(refusalOf({ PAYMENTS_PROVIDER: 'click' })).toMatch(/PAYMENTS_PROVIDER/);
  });

  it('charges no safe-deal fee and offers the safe deal from 200 000 so’m unless told, and refuses a fee above 20 %', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ SAFE_DEAL_FEE_BPS: 0, SAFE_DEAL_MIN_PRICE: 200_000 });
    expect(loadConfig({ NODE_ENV: 'development', SAFE_DEAL_FEE_BPS: '150', SAFE_DEAL_MIN_PRICE: '0' })).toMatchObject({
      SAFE_DEAL_FEE_BPS: 150,
      SAFE_DEAL_MIN_PRICE: 0,
    });
    expect(refusalOf({ SAFE_DEAL_FEE_BPS: '2001' })).toMatch(/SAFE_DEAL_FEE_BPS/);
    expect(refusalOf({ SAFE_DEAL_FEE_BPS: '1.5' })).toMatch(/SAFE_DEAL_FEE_BPS/);
  });

  it('takes the dollar rate from the bank in production and from the committed file elsewhere, unless told', () => {
    const production = { NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1', PUBLIC_URL: 'https://bozor.uz' };
    expect(loadConfig(production)).toMatchObject({
      RATES_SOURCE: 'cbu',
      RATES_URL: 'https://cbu.uz/uz/arkhiv-kursov-valyut/json/USD/',
      RATES_TIMEOUT_MS: 10_000,
    });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ RATES_SOURCE: 'file', RATES_FILE: 'data/rates/usd.json' });
    expect(loadConfig({ NODE_ENV: 'test' }).RATES_SOURCE).toBe('file');
    expect(loadConfig({ ...production, RATES_SOURCE: 'file' }).RATES_SOURCE).toBe('file');
    expect(loadConfig({ NODE_ENV: 'test', RATES_SOURCE: 'cbu' }).RATES_SOURCE).toBe('cbu');
    expect(refusalOf({ RATES_SOURCE: 'nbu' })).toMatch(/RATES_SOURCE/);
    expect(refusalOf({ RATES_URL: 'ftp://cbu.uz/rates' })).toMatch(/RATES_URL must be an http\(s\) URL/);
  });
});
