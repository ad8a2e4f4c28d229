import type { Kysely, Transaction } from 'kysely';
import { noticeRule } from '../../lib/notice-kinds.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { DeliveriesRepository, DeliveryRow } from './deliveries.repository.ts';
import { SECOND, HOUR } from '../../lib/time-units.ts';
import { wholeRun, type JobRun } from '../jobs/job-run.ts';

/** What sending one delivery came to. */
export type SendOutcome =
  | { status: 'sent' }
  /** Not now (the channel was busy or failed): again after `afterMs`, or by the backoff. */
  | { status: 'retry'; error: string; afterMs?: number | undefined }
  /** Never (the person unlinked, blocked the bot, or no longer wants it). */
  | { status: 'drop'; reason: string };

/** A way of telling people outside the site (Telegram). */
export interface DeliveryChannel {
  name: string;
  /** Of these users, those the channel reaches (a linked account), read inside the notice's transaction. */
  reachable(userIds: number[], trx: Kysely<DB> | Transaction<DB>): Promise<Set<number>>;
  send(delivery: DeliveryRow): Promise<SendOutcome>;
}

/** The n-th failed attempt waits 30 s × 2ⁿ⁻¹, at most an hour; after 8 it is dropped. */
export const DELIVERY_BACKOFF = { firstMs: 30 * SECOND, maxMs: HOUR, attempts: 8 } as const;
/** How long one run of the `deliveries` job sends (and waits for retries due meanwhile) at most. */
export const DRAIN_BUDGET_MS = 50_000;
/** How long a worker holds a delivery it took (a send times out after 10 s): a crashed worker's claim lapses after it. */
export const DELIVERY_LEASE_MS = 30_000;

export function backoffMs(attempts: number): number {
  return Math.min(DELIVERY_BACKOFF.firstMs * 2 ** Math.max(0, attempts - 1), DELIVERY_BACKOFF.maxMs);
}

/**
 * Sends what the outbox holds (issue 25): one delivery at a time, each claimed with a 30-second lease, so
 * that two instances draining at once never send one twice, and a delivery a killed process held
 * is sent by the next drain once its lease lapses. Run by the job queue (`deliveries`), after
 * every notice that wrote one and each minute.
 */
export function createDeliveryWorker(deps: { deliveries: DeliveriesRepository; channels: DeliveryChannel[]; clock: Clock; logger: Logger }) {
  const { deliveries, clock, logger } = deps;
  const channels = new Map(deps.channels.map((channel) => [channel.name, channel]));

  async function settle(row: DeliveryRow, outcome: SendOutcome): Promise<keyof DrainResult> {
    const now = clock();
    if (outcome.status === 'sent') {
      if (!(await deliveries.markSent(row, now.toISOString()))) logger.warn({ delivery: row.id }, 'delivery sent after its claim lapsed');
      return 'sent';
    }
    if (outcome.status === 'drop' || row.attempts >= DELIVERY_BACKOFF.attempts) {
      await deliveries.drop(row, outcome.status === 'drop' ? outcome.reason : `gave up: ${outcome.error}`);
      return 'dropped';
    }
    const wait = outcome.afterMs ?? backoffMs(row.attempts);
    await deliveries.retryAt(row, new Date(now.getTime() + wait).toISOString(), outcome.error);
    return 'retried';
  }

  /**
   * How long a delivery of a grouped kind still waits: one of its group (a chat) went to the user
   * less than the kind's spacing ago (a chat: 5 minutes), whatever slot it was keyed by.
   */
  async function groupQuietFor(row: DeliveryRow): Promise<number> {
    const grouped = noticeRule(row.type).grouped;
    const at = row.dedupe_key.lastIndexOf('@');
    if (!grouped || at < 0) return 0;
    const last = await deliveries.lastSentOfGroup(row.user_id, row.channel, row.dedupe_key.slice(0, at));
    return last === null ? 0 : Math.max(0, Date.parse(last) + grouped.telegramEveryMs - clock().getTime());
  }

  return {
    /**
     * Sends what is due, one after another, for at most `budgetMs` (then the next run goes on);
     * waits for a delivery due again within the budget (a Telegram `retry_after`, a lapsing lease).
     * Each send awaits the network, so requests are never starved; the job's run (jobs/job-run.ts)
     * only ends it early on shutdown, after the send in hand, so that stopping never waits 50 s.
     */
    async drain(budgetMs: number = DRAIN_BUDGET_MS, run: JobRun = wholeRun()): Promise<DrainResult> {
      const result: DrainResult = { sent: 0, retried: 0, dropped: 0 };
      const started = Date.now();
      while (Date.now() - started < budgetMs && !run.stopping) {
        const now = clock();
        const row = await deliveries.claim(now.toISOString(), new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString());
        if (!row) {
          // Something due within this run's budget (a retry_after, a lapsing lease) is waited for, looking again each second for new ones.
          const next = await deliveries.nextDueAt();
          const wait = next === null ? Infinity : Date.parse(next) - clock().getTime();
          if (Date.now() - started + wait > budgetMs) break;
          await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, Math.max(50, wait))));
          continue;
        }
        const channel = channels.get(row.channel);
        let outcome: SendOutcome;
        try {
          const quietFor = await groupQuietFor(row);
          outcome =
            quietFor > 0
              ? { status: 'retry', error: 'group sent lately', afterMs: quietFor }
              : channel
                ? await channel.send(row)
                : { status: 'drop', reason: `no channel ${row.channel}` };
        } catch (error) {
          outcome = { status: 'retry', error: error instanceof Error ? error.message : String(error) };
        }
        result[await settle(row, outcome)] += 1;
      }
      return result;
    },
  };
}

export interface DrainResult {
  sent: number;
  retried: number;
  dropped: number;
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
