import type { Kysely, Transaction } from 'kysely';
import { deliveryKey, noticeRule, type NoticeChannel } from '../../lib/notice-kinds.ts';
import type { InstanceBus } from '../bus.ts';
import type { DB } from '../db/schema.ts';
import type { DeliveriesRepository } from '../deliveries/deliveries.repository.ts';
import type { DeliveryChannel } from '../deliveries/delivery-worker.ts';
import type { NoticeMutesRepository } from './notice-mutes.repository.ts';
import type { NoticesRepository } from './notices.repository.ts';
import type { NoticeDraft } from '../../lib/notice-data.ts';

/**
 * Every notice goes through here (issue 25), inside the transaction of the event that makes it:
 *
 * - on the site, unless its owner switched its topic off there: written once per key, or for a
 *   grouped kind told again as one (lib/notice-kinds.ts);
 * - on each channel outside the site (Telegram) that reaches its owner and that they did not
 *   switch off: a delivery in the outbox (deliveries/), sent by the job queue;
 * - and announced on the bus (sent on commit): open sockets show the new count, and the runtime
 *   asks the job queue to send what the outbox got.
 */
export function createNotifier(deps: {
  db: Kysely<DB>;
  notices: NoticesRepository;
  mutes: Pick<NoticeMutesRepository, 'mutedOfUsers'>;
  deliveries: DeliveriesRepository;
  /** The channels outside the site that are set up (none without a Telegram bot). */
  channels: () => DeliveryChannel[];
  bus: InstanceBus;
}) {
  const { notices, deliveries, bus } = deps;

  async function mutedOf(userIds: number[], trx: Kysely<DB> | Transaction<DB>): Promise<Set<string>> {
    const rows = await deps.mutes.mutedOfUsers(userIds, trx);
    return new Set(rows.map((row) => `${row.user_id}:${row.topic}:${row.channel}`));
  }

  return {
    /** Tells these notices; how many were told on the site (new, or grouped again). */
    async add(values: NoticeDraft[], now: string, trx: Kysely<DB> | Transaction<DB> = deps.db): Promise<number> {
      if (values.length === 0) return 0;
      const userIds = [...new Set(values.map((value) => value.userId))];
      const muted = await mutedOf(userIds, trx);
      const wants = (value: NoticeDraft, channel: NoticeChannel) => !muted.has(`${value.userId}:${noticeRule(value.type).topic}:${channel}`);

      // On the site. A notice already told (its key taken) is told nowhere again.
      const fresh: Array<{ value: NoticeDraft; count: number }> = [];
      const onSite = values.filter((value) => wants(value, 'inapp'));
      const single = onSite.filter((value) => !noticeRule(value.type).grouped);
      const written = new Set((await notices.add(single, now, trx)).map((row) => `${row.user_id}:${row.dedupe_key}`));
      for (const value of single) if (written.has(`${value.userId}:${value.dedupeKey}`)) fresh.push({ value, count: 1 });
      for (const value of onSite.filter((each) => noticeRule(each.type).grouped)) fresh.push({ value, count: (await notices.group(value, now, trx)).count });
      // Switched off on the site but not elsewhere: the other channels still hear of it (their own key keeps it once).
      for (const value of values) if (!wants(value, 'inapp')) fresh.push({ value, count: 1 });

      let queued = 0;
      for (const channel of deps.channels()) {
        const reached = await channel.reachable(userIds, trx);
        const rows = fresh
          .filter(({ value }) => reached.has(value.userId) && wants(value, channel.name as NoticeChannel))
          .map(({ value, count }) => ({
            userId: value.userId,
            channel: channel.name,
            dedupeKey: deliveryKey(value.type, value.dedupeKey, new Date(now)),
            type: value.type,
            listingId: value.listingId ?? null,
            data: JSON.stringify(value.data ?? {}),
            count,
          }));
        queued += await deliveries.add(rows, now, trx);
      }

      const told = [...new Set(fresh.filter(({ value }) => wants(value, 'inapp')).map(({ value }) => value.userId))];
      if (told.length > 0) await bus.publish({ type: 'notices', userIds: told }, trx);
      if (queued > 0) await bus.publish({ type: 'deliveries' }, trx);
      return fresh.filter(({ value }) => wants(value, 'inapp')).length;
    },

    /** Marks a group read (a chat its owner read) and tells their sockets. */
    async markGroupRead(userId: number, dedupeKey: string, now: string): Promise<void> {
      if ((await notices.markGroupRead(userId, dedupeKey, now)) > 0) await bus.publish({ type: 'notices', userIds: [userId] });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
