import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCapturingLogger, createTestClock, startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { cbuUsdEntry } from '../fixtures/cbu.ts';
import { RATE_KEPT_MS } from '../../src/server/rates/rates.service.ts';

/** What the fake bank answers: the real JSON of a day, or one of the ways it can fail. */
type Answer = { rate: string; date: string } | 'error' | 'hang' | 'html' | 'no-usd';

/** A local stand-in for cbu.uz that speaks its JSON and records the paths it is asked. */
async function startFakeBank() {
  const state = { answer: { rate: '12718.43', date: '28.11.2026' } as Answer, asked: [] as string[] };
  const server = http.createServer((request, response) => {
    state.asked.push(`${request.method} ${request.url}`);
    const { answer } = state;
    if (answer === 'hang') return; // never answers: the provider's timeout ends it
    if (answer === 'error') return void response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    if (answer === 'html') return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
    const body = answer === 'no-usd' ? [{ ...cbuUsdEntry('13420.10', '28.11.2026'), Ccy: 'EUR', Code: '978' }] : [cbuUsdEntry(answer.rate, answer.date)];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/uz/arkhiv-kursov-valyut/json/USD/`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  });
}

let bank: Awaited<ReturnType<typeof startFakeBank>>;
beforeAll(async () => {
  bank = await startFakeBank();
});
afterAll(async () => {
  await bank.close();
});

const rows = (app: TestApp) => app.runtime.database.db.selectFrom('exchange_rates').selectAll().orderBy('date').execute();

describe('the Central Bank’s rate from cbu.uz', () => {
  let app: TestApp;
  const { logger, lines } = createCapturingLogger();
  // 28 November 2026, 11:00 in Tashkent.
  const clock = createTestClock(new Date('2026-11-28T06:00:00.000Z'));
  beforeAll(async () => {
    app = await startTestApp({ RATES_SOURCE: 'cbu', RATES_URL: bank.url, RATES_TIMEOUT_MS: '300' }, clock, { logger });
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    bank.answer = { rate: '12718.43', date: '28.11.2026' };
    lines.length = 0;
  });

  it('has no rate before the first refresh', async () => {
    expect(await app.runtime.services.rates.current('USD')).toBeNull();
  });

  it('stores the day’s rate exactly, as tiyin per dollar, from the address it is given', async () => {
    bank.asked.length = 0;
    expect(await app.runtime.services.rates.refresh('USD')).toEqual({ outcome: 'stored', date: '2026-11-28' });
    expect(bank.asked).toEqual(['GET /uz/arkhiv-kursov-valyut/json/USD/']);
    expect(await rows(app)).toEqual([{ currency: 'USD', date: '2026-11-28', rate_tiyin: 1_271_843, fetched_at: '2026-11-28T06:00:00.000Z' }]);
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-28', rateTiyin: 1_271_843 });
  });

  it('changes nothing on a second refresh the same day', async () => {
    const before = await rows(app);
    clock.advance(60 * 60 * 1000);
    expect(await app.runtime.services.rates.refresh('USD')).toEqual({ outcome: 'known', date: '2026-11-28' });
    expect(await rows(app)).toEqual(before);
  });

  it.each([
    ['a 500', 'error', /HTTP 500/],
    ['a timeout', 'hang', /unreachable \(TimeoutError/],
    ['malformed JSON', 'html', /no JSON/],
    ['no dollar in the answer', 'no-usd', /no USD/],
    ['a rate that is no amount', { rate: 'n/a', date: '29.11.2026' }, /malformed: Rate/],
  ] as Array<[string, Answer, RegExp]>)('keeps the last rate after %s, with a warning and no exception', async (_what, answer, reason) => {
    const before = await rows(app);
    bank.answer = answer;
    const started = Date.now();
    expect(await app.runtime.services.rates.refresh('USD')).toEqual({ outcome: 'failed' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await rows(app)).toEqual(before);
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-28', rateTiyin: 1_271_843 });
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ msg: 'exchange rate: cannot refresh, the last rate stays', currency: 'USD', source: 'cbu' });
    expect((warnings[0]!.err as { message: string }).message).toMatch(reason);
  });

  it('gives the rate in force in Tashkent: tomorrow’s once the bank sets it, only from Tashkent’s midnight', async () => {
    bank.answer = { rate: '12700.05', date: '29.11.2026' };
    expect(await app.runtime.services.rates.refresh('USD')).toEqual({ outcome: 'stored', date: '2026-11-29' });
    expect((await rows(app)).map((row) => [row.date, row.rate_tiyin])).toEqual([
      ['2026-11-28', 1_271_843],
      ['2026-11-29', 1_270_005],
    ]);
    // 28 November 2026 18:59 UTC is 23:59 in Tashkent; a minute later it is the 29th there.
    clock.advance(new Date('2026-11-28T18:59:00.000Z').getTime() - clock.now().getTime());
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-28', rateTiyin: 1_271_843 });
    clock.advance(60 * 1000);
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-29', rateTiyin: 1_270_005 });
    // Days later without a new rate (a weekend, the bank away): the newest stays in force.
    clock.advance(3 * 24 * 60 * 60 * 1000);
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-29', rateTiyin: 1_270_005 });
  });

  it('keeps the rate in force a minute: a rate another instance stored shows within it, one refreshed here at once', async () => {
    // 2 December, 11:00 in Tashkent: the 29 November rate is in force and kept.
    clock.advance(new Date('2026-12-02T06:00:00.000Z').getTime() - clock.now().getTime());
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-29', rateTiyin: 1_270_005 });
    await app.runtime.database.db
      .insertInto('exchange_rates')
      .values({ currency: 'USD', date: '2026-12-02', rate_tiyin: 1_275_000, fetched_at: clock.now().toISOString() })
      .execute();
    clock.advance(RATE_KEPT_MS - 1);
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-29', rateTiyin: 1_270_005 });
    clock.advance(1);
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-12-02', rateTiyin: 1_275_000 });
    // Inside a transaction it is read, never kept.
    await app.runtime.database.db.updateTable('exchange_rates').set({ rate_tiyin: 1_276_000 }).where('date', '=', '2026-12-02').execute();
    expect(await app.runtime.database.db.transaction().execute((trx) => app.runtime.services.rates.current('USD', trx))).toEqual({
      date: '2026-12-02',
      rateTiyin: 1_276_000,
    });
    bank.answer = { rate: '12800.00', date: '03.12.2026' };
    clock.advance(24 * 60 * 60 * 1000);
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-12-02', rateTiyin: 1_276_000 });
    expect(await app.runtime.services.rates.refresh('USD')).toEqual({ outcome: 'stored', date: '2026-12-03' });
    expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-12-03', rateTiyin: 1_280_000 });
  });

  it('gives a later day’s rate when that is the only one stored (a first start in the afternoon)', async () => {
    const fresh = await startTestApp({ RATES_SOURCE: 'cbu', RATES_URL: bank.url }, createTestClock(new Date('2026-11-28T12:00:00.000Z')));
    try {
      bank.answer = { rate: '12700.05', date: '29.11.2026' };
      await fresh.runtime.services.rates.refresh('USD');
      expect(await fresh.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-29', rateTiyin: 1_270_005 });
    } finally {
      await fresh.close();
    }
  });
});

describe('the rates file (tests and offline development)', () => {
  it('is the source under NODE_ENV=test, read from the committed data/rates/usd.json', async () => {
    const app = await startTestApp({}, createTestClock(new Date('2026-11-28T06:00:00.000Z')));
    try {
      expect(app.runtime.config.RATES_SOURCE).toBe('file');
      expect(await app.runtime.services.rates.refresh('USD')).toEqual({ outcome: 'stored', date: '2026-11-28' });
      expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-28', rateTiyin: 1_271_843 });
    } finally {
      await app.close();
    }
  });

  it('leaves no rate and warns when the file is missing', async () => {
    const { logger, lines } = createCapturingLogger();
    const app = await startTestApp({ RATES_FILE: 'data/rates/missing.json' }, createTestClock(), { logger });
    try {
      expect(await app.runtime.services.rates.refresh('USD')).toEqual({ outcome: 'failed' });
      expect(await app.runtime.services.rates.current('USD')).toBeNull();
      expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual(['exchange rate: cannot refresh, the last rate stays']);
    } finally {
      await app.close();
    }
  });
});

describe('the exchange-rates job', () => {
  it('fetches a rate at start on an instance with jobs, so a fresh database has one without waiting an hour', async () => {
    const app = await startTestApp({ JOBS: '1', RATES_SOURCE: 'cbu', RATES_URL: bank.url }, createTestClock(new Date('2026-11-28T06:00:00.000Z')));
    try {
      await vi.waitFor(async () => expect(await app.runtime.services.rates.current('USD')).toEqual({ date: '2026-11-28', rateTiyin: 1_271_843 }), {
        timeout: 15_000,
        interval: 100,
      });
    } finally {
      await app.close();
    }
  });
});
