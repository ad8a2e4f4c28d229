import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { HOUR } from '../../lib/time-units.ts';

/** The browser's device cookie (a random id, set for signed-in visitors); the app sends `X-Device-Id`. */
export const DEVICE_COOKIE = 'bozor_device';
export const DEVICE_HEADER = 'x-device-id';
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 86_400;
export const newDeviceId = (): string => randomUUID();

/** A device id or an address as it is kept: hashed, never in the clear. */
const hashOf = (kind: 'device' | 'address', value: string) => createHash('sha256').update(`bozor-trace:${kind}:${value}`).digest('hex');

/** How often one trace of one user is written again (its `seen_at` moved). */
const REWRITE_MS = 6 * HOUR;
const MAX_REMEMBERED = 50_000;

/**
 * Remembers which device cookie and address each signed-in user comes from (issue 24: reviews
 * between accounts that shared one in the last 30 days are held for moderation). A trace is
 * written at most once per 6 hours per user in this process; a write that fails is tried again
 * on the next request.
 */
export function createTraceRecorder(deps: { record(userId: number, kind: 'device' | 'address', valueHash: string, now: string): Promise<void>; clock: Clock }) {
  const written = new Map<string, number>();
  return async function trace(userId: number, signs: { address?: string | null | undefined; device?: string | null | undefined }): Promise<void> {
    const now = deps.clock();
    for (const kind of ['address', 'device'] as const) {
      const value = signs[kind]?.trim().slice(0, 200);
      // No address known (no socket, a test's request): nothing to compare.
      if (!value || value === 'unknown') continue;
      const hash = hashOf(kind, value);
      const key = `${userId}:${kind}:${hash}`;
      const last = written.get(key);
      if (last !== undefined && now.getTime() - last < REWRITE_MS) continue;
      if (written.size >= MAX_REMEMBERED) written.clear();
      written.set(key, now.getTime());
      try {
        await deps.record(userId, kind, hash, now.toISOString());
      } catch {
        written.delete(key);
      }
    }
  };
}

export type TraceRecorder = ReturnType<typeof createTraceRecorder>;
