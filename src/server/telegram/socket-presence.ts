import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { TelegramRepository } from './telegram.repository.ts';
import { MINUTE } from '../../lib/time-units.ts';

/** How often an instance says its sockets are still open, and when an instance's word is too old to believe (it died). */
export const PRESENCE = { refreshMs: MINUTE, staleMs: 3 * MINUTE } as const;

/**
 * Who has a chat socket open (issue 25: Telegram tells of a chat message only someone with none),
 * across instances: each instance keeps its own counts in memory and writes them to
 * `socket_presence` (its id, the user, how many), refreshing `seen_at` each minute while they are
 * open; rows not refreshed for 3 minutes are an instance that died and count for nothing. The
 * chat sockets call `opened`/`closed`; the writes run one after another in the background.
 */
export function createSocketPresence(deps: { telegram: TelegramRepository; clock: Clock; logger: Logger; instance?: string }) {
  const { telegram, clock, logger } = deps;
  const instance = deps.instance ?? randomUUID();
  const counts = new Map<number, number>();
  let chain: Promise<void> = Promise.resolve();

  function write(work: () => Promise<void>): void {
    chain = chain.then(work).catch((error: unknown) => logger.warn({ err: error }, 'socket presence: cannot write'));
  }

  function change(userId: number, by: number): void {
    const sockets = Math.max(0, (counts.get(userId) ?? 0) + by);
    if (sockets === 0) counts.delete(userId);
    else counts.set(userId, sockets);
    write(() => telegram.setPresence(instance, userId, sockets, clock().toISOString()));
  }

  const timer = setInterval(() => {
    write(async () => {
      const now = clock();
      await telegram.touchPresence(instance, now.toISOString(), new Date(now.getTime() - PRESENCE.staleMs).toISOString());
    });
  }, PRESENCE.refreshMs);
  timer.unref();

  return {
    instance,
    opened: (userId: number) => change(userId, 1),
    closed: (userId: number) => change(userId, -1),
    /** Whether the user has a socket open on any live instance. */
    async isOnline(userId: number): Promise<boolean> {
      return telegram.hasOpenSocket(userId, new Date(clock().getTime() - PRESENCE.staleMs).toISOString());
    },
    /** Resolves once every change so far is written (tests). */
    settled: (): Promise<void> => chain,
    /** Stops refreshing and removes this instance's rows (a clean stop). */
    async close(): Promise<void> {
      clearInterval(timer);
      counts.clear();
      write(() => telegram.clearPresence(instance));
      await chain;
    },
  };
}

export type SocketPresence = ReturnType<typeof createSocketPresence>;
