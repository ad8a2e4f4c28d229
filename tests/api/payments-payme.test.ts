import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePaymeListener } from '../../src/server/payments/fake-door.ts';
import { FAKE_PAYME_MERCHANT, FAKE_PAYME_PATH } from '../../src/server/payments/index.ts';
import { FAKE_PAYME_CARDS, tokeniseCard } from '../fixtures/fake-payme.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

describe('payments with PAYMENTS_PROVIDER=fake (the default outside production)', () => {
  let app: TestApp;
  let server: http.Server;
  let site: string;

  beforeAll(async () => {
    app = await startTestApp();
    // The door main.ts puts in front of everything, on a server of its own here.
    const door = fakePaymeListener(app.runtime.fakePayme)!;
    server = http.createServer((req, res) => {
      if (!door(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
  });

  it('gives the browser the fake Payme on the site’s own origin, and the server’s client holds and captures through the same fake', async () => {
    const { payments, config } = app.runtime;
    expect(config.PAYMENTS_PROVIDER).toBe('fake');
    expect(payments.cardForm()).toEqual({ endpoint: new URL(FAKE_PAYME_PATH, config.publicUrl).href, merchantId: FAKE_PAYME_MERCHANT.merchantId });

    // The browser tokenises with the cash desk's id only, at /fake-payme/api.
    const token = await tokeniseCard(`${site}${FAKE_PAYME_PATH}`, FAKE_PAYME_MERCHANT.merchantId, FAKE_PAYME_CARDS.ok);
    expect((await payments.checkCard(token)).verified).toBe(true);

    const created = await payments.createHold({ key: 'deal-7:hold', orderId: 'deal-7', amountTiyin: 2_500_000, description: 'Safe deal' });
    expect((await payments.pay({ receiptId: created.receiptId, cardToken: token })).state).toBe('held');
    expect((await payments.capture({ receiptId: created.receiptId })).state).toBe('paid');
    expect((await payments.statement(new Date(0), app.clock.now())).map((view) => view.orderId)).toEqual(['deal-7']);
  });

  it('serves nothing but the fake’s one path, and refuses the server’s methods to a browser credential', async () => {
    expect((await fetch(`${site}/fake-payme/other`)).status).toBe(404);
    const answer = await fetch(`${site}${FAKE_PAYME_PATH}`, {
      method: 'POST',
      headers: { 'X-Auth': FAKE_PAYME_MERCHANT.merchantId },
      body: JSON.stringify({ id: 1, method: 'receipts.get_all', params: { count: 50, from: 0, to: Date.now() } }),
    });
    expect(((await answer.json()) as { error: { code: number } }).error.code).toBe(-32504);
  });
});

describe('payments with PAYMENTS_PROVIDER=payme', () => {
  it('loads no fake and points the client at Payme', async () => {
    const app = await startTestApp({
      PAYMENTS_PROVIDER: 'payme',
      PAYME_MERCHANT_ID: 'desk-id',
      PAYME_KEY: 'desk-key',
      SAFE_DEAL_CODE_KEY: 'the-handover-codes-key-of-this-test-desk',
      PAYME_ENDPOINT: 'https://checkout.test.paycom.uz/api',
    });
    try {
      expect(app.runtime.fakePayme).toBeNull();
      expect(fakePaymeListener(app.runtime.fakePayme)).toBeNull();
      expect(app.runtime.payments.cardForm()).toEqual({ endpoint: 'https://checkout.test.paycom.uz/api', merchantId: 'desk-id' });
    } finally {
      await app.close();
    }
  });
});
