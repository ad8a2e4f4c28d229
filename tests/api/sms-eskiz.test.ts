import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.ts';
import { createEskizProvider } from '../../src/server/sms/eskiz.ts';
import { SmsDeliveryError } from '../../src/server/sms/sms-provider.ts';

/** A local stand-in for notify.eskiz.uz that records what it is sent. */
interface FakeEskiz {
  url: string;
  logins: Array<Record<string, string>>;
  sends: Array<{ authorization: string | undefined; fields: Record<string, string> }>;
  /** Tokens the fake accepts; clearing it makes every token "expired". */
  validTokens: Set<string>;
  failSendsWith: number | null;
  close(): Promise<void>;
}

async function readForm(request: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

async function startFakeEskiz(): Promise<FakeEskiz> {
  let issued = 0;
  const fake: Omit<FakeEskiz, 'url' | 'close'> = { logins: [], sends: [], validTokens: new Set(), failSendsWith: null };
  const server = http.createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const fields = await readForm(request);
    if (request.method === 'POST' && request.url === '/api/auth/login') {
      fake.logins.push(fields);
      if (fields.email !== 'sms@bozor.uz' || fields.password !== 'secret') return reply(401, { message: 'Invalid credentials' });
      const token = `token-${++issued}`;
      fake.validTokens.add(token);
      return reply(200, { message: 'token_generated', data: { token }, token_type: 'bearer' });
    }
    if (request.method === 'POST' && request.url === '/api/message/sms/send') {
      const authorization = request.headers.authorization;
      fake.sends.push({ authorization, fields });
      if (!authorization || !fake.validTokens.has(authorization.replace('Bearer ', ''))) return reply(401, { message: 'Expired' });
      if (fake.failSendsWith) return reply(fake.failSendsWith, { message: 'Provider error' });
      return reply(200, { id: 'f1d2', message: 'Waiting for SMS provider', status: 'waiting' });
    }
    reply(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let fake: FakeEskiz;
beforeAll(async () => {
  fake = await startFakeEskiz();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.logins.length = 0;
  fake.sends.length = 0;
  fake.failSendsWith = null;
});

const logger = createLogger('silent');
const provider = (password = 'secret') => createEskizProvider({ baseUrl: fake.url, email: 'sms@bozor.uz', password, from: '4546', logger, timeoutMs: 2000 });
const message = { to: '+998901234567', text: 'Bozor: tasdiqlash kodingiz 123456. Uni hech kimga aytmang.', code: '123456', purpose: 'register' as const };

describe('Eskiz SMS provider', () => {
  it('logs in with email and password, then sends mobile_phone as 998XXXXXXXXX with message and from', async () => {
    await provider().send(message);
    expect(fake.logins).toEqual([{ email: 'sms@bozor.uz', password: 'secret' }]);
    expect(fake.sends).toEqual([{ authorization: 'Bearer token-1', fields: { mobile_phone: '998901234567', message: message.text, from: '4546' } }]);
  });

  it('reuses its token for the next messages', async () => {
    const eskiz = provider();
    await eskiz.send(message);
    await eskiz.send({ ...message, to: '+998911112233' });
    expect(fake.logins).toHaveLength(1);
    expect(fake.sends.map((send) => send.fields.mobile_phone)).toEqual(['998901234567', '998911112233']);
  });

  it('logs in again once when the token has expired, and sends', async () => {
    const eskiz = provider();
    await eskiz.send(message);
    fake.validTokens.clear();
    await eskiz.send(message);
    expect(fake.logins).toHaveLength(2);
    const [first, rejected, retried] = fake.sends.map((send) => send.authorization);
    expect(fake.sends).toHaveLength(3);
    expect(rejected).toBe(first);
    expect(retried).not.toBe(first);
    expect(fake.validTokens.has(retried!.replace('Bearer ', ''))).toBe(true);
  });

  it('fails with SmsDeliveryError when Eskiz refuses the message', async () => {
    fake.failSendsWith = 500;
    await expect(provider().send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('fails with SmsDeliveryError when the credentials are wrong', async () => {
    await expect(provider('wrong').send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(fake.sends).toHaveLength(0);
  });

  it('refuses numbers outside Uzbekistan without calling Eskiz', async () => {
    await expect(provider().send({ ...message, to: '+821012345678' })).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(fake.sends).toHaveLength(0);
  });

  it('fails with SmsDeliveryError when Eskiz cannot be reached', async () => {
    const unreachable = createEskizProvider({ baseUrl: 'http://127.0.0.1:9', email: 'a', password: 'b', from: '4546', logger, timeoutMs: 500 });
    await expect(unreachable.send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
