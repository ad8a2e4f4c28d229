import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { HOUR } from '../../lib/time-units.ts';

/**
 * About ten full listing uploads (10 × 5 MB) at once: their files wait on disk, not in memory,
 * but each is work queued for the two image decoders (media/images.ts), and a request admitted
 * past this would wait longer for them than a client waits for an answer.
 */
const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;
/** Leftovers of a process that stopped mid-upload are older than any upload in flight. */
const STALE_AFTER_MS = HOUR;

export interface UploadGateOptions {
  /** Where each upload gets a temporary directory of its own (DATA_DIR/tmp/uploads). */
  tmpRoot: string;
  logger: Pick<Logger, 'warn'>;
  /** Bytes of uploads this process takes in at once, counted from what each body may bring. */
  maxBytes?: number;
  /** How long an upload may wait in all for its place (its account's share, then the budget) before it is refused. */
  maxWaitMs?: number;
  /** Uploads one account may have in flight at once; as many more wait for them, any further one is refused (429). */
  perAccount?: number;
  /** The wait a refused client is told (Retry-After), in seconds. */
  retryAfterS?: number;
}

/** One admitted upload: its temporary directory, and the way out that frees its place. */
export interface UploadPass {
  dir: string;
  /** Removes the directory with everything in it and frees the place; never throws, safe to call twice. */
  release(): Promise<void>;
}

export interface UploadGate {
  /** Lets an upload of at most `bytes` in, before its body is read: 429 `uploads_in_flight` or 503 `server_busy` when it cannot get a place in time. */
  admit(accountId: number, bytes: number): Promise<UploadPass>;
  /** What is in flight now. */
  load(): { uploads: number; bytes: number; waiting: number };
  /** Removes temporary directories left by a process that stopped mid-upload. */
  sweepStale(): Promise<void>;
}

/**
 * The process's bound on uploads (issue 18): one budget of bytes for every upload in flight, so
 * that a burst queues for a few seconds and is then told to come back (503), and a share per
 * account: two in flight, two more waiting for them as briefly, any further one refused at once
 * (429). An upload waits at most `maxWaitMs` in all, before its body is read. The counts live in
 * this process: with several instances, each allows an account its own share.
 * Created once in the runtime and handed to the routes and pages that take uploads.
 */
export function createUploadGate(options: UploadGateOptions): UploadGate {
  const { tmpRoot, logger, maxBytes = DEFAULT_MAX_BYTES, maxWaitMs = 5_000, perAccount = 2, retryAfterS = 10 } = options;
  const accounts = new Map<number, { running: number; waiting: Array<() => void> }>();
  const queue: Array<{ bytes: number; grant(): void }> = [];
  let bytesInFlight = 0;
  let uploads = 0;

  /** Resolves when `grant` is called, or refuses with `refusal` at the deadline after `giveUp` took the waiter out. */
  function waitUntil(deadline: number, enqueue: (grant: () => void) => () => void, refusal: () => AppError): Promise<void> {
    return new Promise((resolve, reject) => {
      const giveUp = enqueue(() => {
        clearTimeout(timer);
        resolve();
      });
      const timer = setTimeout(
        () => {
          giveUp();
          reject(refusal());
        },
        Math.max(0, deadline - Date.now()),
      );
    });
  }

  function enterAccount(accountId: number, deadline: number): Promise<void> {
    let account = accounts.get(accountId);
    if (!account) accounts.set(accountId, (account = { running: 0, waiting: [] }));
    if (account.running < perAccount) {
      account.running += 1;
      return Promise.resolve();
    }
    const refusal = () => new AppError('uploads_in_flight', { retryAfter: retryAfterS, params: { limit: perAccount } });
    if (account.waiting.length >= perAccount) return Promise.reject(refusal());
    const { waiting } = account;
    return waitUntil(
      deadline,
      (grant) => {
        waiting.push(grant);
        return () => void waiting.splice(waiting.indexOf(grant), 1);
      },
      refusal,
    );
  }

  /** An upload of the account is done: its place goes to the account's next waiting one. */
  function leaveAccount(accountId: number): void {
    const account = accounts.get(accountId);
    if (!account) return;
    const next = account.waiting.shift();
    if (next) next();
    else if (--account.running === 0) accounts.delete(accountId);
  }

  // One upload larger than the whole budget still gets in alone.
  const fits = (bytes: number) => bytesInFlight === 0 || bytesInFlight + bytes <= maxBytes;

  /** Lets waiting uploads in, first come first served: a large one is not passed by smaller ones behind it. */
  function grantWaiting(): void {
    while (queue[0] && fits(queue[0].bytes)) {
      const next = queue.shift()!;
      bytesInFlight += next.bytes;
      next.grant();
    }
  }

  function reserve(bytes: number, deadline: number): Promise<void> {
    if (queue.length === 0 && fits(bytes)) {
      bytesInFlight += bytes;
      return Promise.resolve();
    }
    return waitUntil(
      deadline,
      (grant) => {
        const waiter = { bytes, grant };
        queue.push(waiter);
        return () => {
          queue.splice(queue.indexOf(waiter), 1);
          grantWaiting();
        };
      },
      () => new AppError('server_busy', { retryAfter: retryAfterS }),
    );
  }

  function free(accountId: number, bytes: number): void {
    uploads -= 1;
    bytesInFlight -= bytes;
    leaveAccount(accountId);
    grantWaiting();
  }

  return {
    async admit(accountId, bytes) {
      const deadline = Date.now() + maxWaitMs;
      await enterAccount(accountId, deadline);
      try {
        await reserve(bytes, deadline);
      } catch (error) {
        leaveAccount(accountId);
        throw error;
      }
      uploads += 1;
      let dir: string;
      try {
        await mkdir(tmpRoot, { recursive: true });
        dir = await mkdtemp(path.join(tmpRoot, 'upload-'));
      } catch (error) {
        free(accountId, bytes);
        throw error;
      }
      let released = false;
      return {
        dir,
        async release() {
          if (released) return;
          released = true;
          await rm(dir, { recursive: true, force: true }).catch((error: unknown) =>
            logger.warn({ err: error, dir }, 'upload: temporary directory not removed'),
          );
          free(accountId, bytes);
        },
      };
    },
    load: () => ({ uploads, bytes: bytesInFlight, waiting: queue.length }),
    async sweepStale() {
      const names = await readdir(tmpRoot).catch(() => []);
      for (const name of names) {
        const entry = path.join(tmpRoot, name);
        const info = await stat(entry).catch(() => null);
        if (info && Date.now() - info.mtimeMs > STALE_AFTER_MS) await rm(entry, { recursive: true, force: true }).catch(() => {});
      }
    },
  };
}
