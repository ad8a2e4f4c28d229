import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { answerE2e, createE2eHooks, e2eListener } from '../../src/server/e2e-hooks.ts';

const post = (path: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });

describe('the browser tests’ clock and job doors', () => {
  it('are off by default, in development and in production, and with E2E_HOOKS=1 outside tests', () => {
    expect(createE2eHooks(loadConfig({}))).toBeNull();
    expect(createE2eHooks(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    expect(createE2eHooks(loadConfig({ E2E_HOOKS: '1' }))).toBeNull();
    expect(
      createE2eHooks(
        loadConfig({
          NODE_ENV: 'production',
          E2E_HOOKS: '1',
          PUBLIC_URL: 'https://bozor.uz',
          ALLOW_OUTBOX_IN_PRODUCTION: '1',
          ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1',
        }),
      ),
    ).toBeNull();
  });

  it('answer nothing when off: the path is left to the pages (their 404)', async () => {
    const deps = { hooks: null, jobNames: ['deal-deadlines'], trigger: () => Promise.reject(new Error('must not run')) };
    expect(await answerE2e(post('/__e2e/clock', { advance_ms: 1000 }), deps)).toBeNull();
    expect(await answerE2e(post('/__e2e/jobs/deal-deadlines'), deps)).toBeNull();
    expect(e2eListener(deps)).toBeNull();
  });

  it('move the clock forward with NODE_ENV=test and E2E_HOOKS=1, and run a known job now', async () => {
    const hooks = createE2eHooks(loadConfig({ NODE_ENV: 'test', E2E_HOOKS: '1' }), () => Date.parse('2026-12-01T09:00:00.000Z'))!;
    const ran: string[] = [];
    const deps = { hooks, jobNames: ['deal-deadlines'], trigger: async (name: string) => void ran.push(name) };
    expect(hooks.clock().toISOString()).toBe('2026-12-01T09:00:00.000Z');
    const moved = await answerE2e(post('/__e2e/clock', { advance_ms: 3 * 86_400_000 }), deps);
    expect(moved?.status).toBe(200);
    expect(await moved?.json()).toEqual({ now: '2026-12-04T09:00:00.000Z' });
    expect(hooks.clock().toISOString()).toBe('2026-12-04T09:00:00.000Z');
    expect((await answerE2e(post('/__e2e/jobs/deal-deadlines'), deps))?.status).toBe(200);
    expect(ran).toEqual(['deal-deadlines']);
  });

  it('refuse a backwards or huge move and an unknown job', async () => {
    const hooks = createE2eHooks(loadConfig({ NODE_ENV: 'test', E2E_HOOKS: '1' }))!;
    const deps = { hooks, jobNames: ['deal-deadlines'], trigger: async () => {} };
    expect((await answerE2e(post('/__e2e/clock', { advance_ms: -1 }), deps))?.status).toBe(400);
    expect((await answerE2e(post('/__e2e/clock', { advance_ms: 1e12 }), deps))?.status).toBe(400);
    expect((await answerE2e(post('/__e2e/jobs/rm-rf'), deps))?.status).toBe(404);
  });
});
