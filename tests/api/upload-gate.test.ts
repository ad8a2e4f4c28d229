import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors.ts';
import { createUploadGate, type UploadGateOptions, type UploadPass } from '../../src/server/http/upload-gate.ts';

const MB = 1024 * 1024;
let tmpRoot: string;
beforeEach(async () => {
  tmpRoot = path.join(await mkdtemp(path.join(tmpdir(), 'bozor-gate-')), 'uploads');
});
afterEach(async () => {
  await rm(path.dirname(tmpRoot), { recursive: true, force: true });
});

const gateOf = (options: Omit<UploadGateOptions, 'tmpRoot' | 'logger'> = {}) => createUploadGate({ tmpRoot, logger: pino({ level: 'silent' }), ...options });

/** What a pending admission turned into so far: still waiting, let in, or refused. */
function track(promise: Promise<UploadPass>) {
  const state: { pass?: UploadPass; error?: AppError } = {};
  const settled = promise.then(
    (pass) => void (state.pass = pass),
    (error: unknown) => void (state.error = error as AppError),
  );
  return { state, settled };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the process budget of uploads', () => {
  it('lets uploads in while they fit, and the next one in when room is freed, first come first served', async () => {
    const gate = gateOf({ maxBytes: 100 * MB });
    const first = await gate.admit(1, 60 * MB);
    const second = track(gate.admit(2, 60 * MB));
    const third = track(gate.admit(3, 10 * MB));
    await tick();
    // The small third one would fit, but it does not pass the second, which came first.
    expect([second.state.pass, third.state.pass]).toEqual([undefined, undefined]);
    expect(gate.load()).toEqual({ uploads: 1, bytes: 60 * MB, waiting: 2 });
    await first.release();
    await Promise.all([second.settled, third.settled]);
    expect(gate.load()).toMatchObject({ uploads: 2, bytes: 70 * MB, waiting: 0 });
  });

  it('refuses an upload that found no room in time with 503 server_busy and the wait to tell', async () => {
    const gate = gateOf({ maxBytes: 10 * MB, maxWaitMs: 50, retryAfterS: 7 });
    const first = await gate.admit(1, 8 * MB);
    const started = Date.now();
    const error = (await gate.admit(2, 8 * MB).catch((reason: unknown) => reason)) as AppError;
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect([error.code, error.status, error.options.retryAfter]).toEqual(['server_busy', 503, 7]);
    expect(gate.load()).toEqual({ uploads: 1, bytes: 8 * MB, waiting: 0 });
    await first.release();
    expect(gate.load()).toEqual({ uploads: 0, bytes: 0, waiting: 0 });
  });

  it('lets one upload larger than the whole budget in alone', async () => {
    const gate = gateOf({ maxBytes: 10 * MB, maxWaitMs: 50 });
    const huge = await gate.admit(1, 50 * MB);
    expect(((await gate.admit(2, MB).catch((reason: unknown) => reason)) as AppError).code).toBe('server_busy');
    await huge.release();
  });
});

describe("an account's share of uploads", () => {
  it('lets an account have two in flight, two more wait for them, and refuses any further one at once with 429', async () => {
    const gate = gateOf({ maxWaitMs: 5_000, retryAfterS: 9 });
    const [a, b] = [await gate.admit(1, MB), await gate.admit(1, MB)];
    const third = track(gate.admit(1, MB));
    const fourth = track(gate.admit(1, MB));
    const started = Date.now();
    const fifth = (await gate.admit(1, MB).catch((reason: unknown) => reason)) as AppError;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect([fifth.code, fifth.status, fifth.options.retryAfter, fifth.options.params]).toEqual(['uploads_in_flight', 429, 9, { limit: 2 }]);
    // Someone else is not held up by them.
    await (await gate.admit(2, MB)).release();
    await tick();
    expect([third.state.pass, fourth.state.pass]).toEqual([undefined, undefined]);
    await a.release();
    await third.settled;
    expect([third.state.pass !== undefined, fourth.state.pass]).toEqual([true, undefined]);
    await b.release();
    await fourth.settled;
    await Promise.all([third.state.pass!.release(), fourth.state.pass!.release()]);
    expect(gate.load()).toEqual({ uploads: 0, bytes: 0, waiting: 0 });
  });

  it('refuses a waiting upload of the account with 429 when neither of its two finished in time', async () => {
    const gate = gateOf({ maxWaitMs: 50 });
    const passes = [await gate.admit(1, MB), await gate.admit(1, MB)];
    expect(((await gate.admit(1, MB).catch((reason: unknown) => reason)) as AppError).code).toBe('uploads_in_flight');
    await Promise.all(passes.map((pass) => pass.release()));
    await (await gate.admit(1, MB)).release();
  });
});

describe('temporary directories', () => {
  it('gives each upload a directory of its own and removes it with everything in it once released, however often', async () => {
    const gate = gateOf();
    const [a, b] = [await gate.admit(1, MB), await gate.admit(2, MB)];
    expect(a.dir).not.toBe(b.dir);
    expect(path.dirname(a.dir)).toBe(tmpRoot);
    await writeFile(path.join(a.dir, '1'), 'bytes');
    await a.release();
    await a.release();
    expect(await readdir(tmpRoot)).toEqual([path.basename(b.dir)]);
    await b.release();
    expect(await readdir(tmpRoot)).toEqual([]);
    expect(gate.load()).toEqual({ uploads: 0, bytes: 0, waiting: 0 });
  });

  it('removes at start what a stopped process left behind an hour ago, and keeps newer ones', async () => {
    await mkdir(path.join(tmpRoot, 'upload-old'), { recursive: true });
    await writeFile(path.join(tmpRoot, 'upload-old', '1'), 'bytes');
    const anHourAgo = new Date(Date.now() - 61 * 60 * 1000);
    await utimes(path.join(tmpRoot, 'upload-old'), anHourAgo, anHourAgo);
    await mkdir(path.join(tmpRoot, 'upload-new'));
    await gateOf().sweepStale();
    expect(await readdir(tmpRoot)).toEqual(['upload-new']);
  });
});
