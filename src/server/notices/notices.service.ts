import { readStoredNotice } from '../../lib/notice-data.ts';
import { noticeView } from '../../lib/notice-kinds.ts';
import type { Locale } from '../../lib/locales.ts';
import type { Notice } from '../../lib/schemas/notices.ts';
import { NOTICES_PAGE_SIZE } from '../../lib/schemas/notices.ts';
import type { InstanceBus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import { getT } from '../i18n.ts';
import type { NoticeRow, NoticesRepository } from './notices.repository.ts';

/**
 * The notice centre (issue 25): a user's notices in their language with where each leads
 * (lib/notice-kinds.ts), the unread count, and marking read: one conditional write, own notices only.
 */
export function createNoticesService(deps: { notices: NoticesRepository; bus: Pick<InstanceBus, 'publish'>; clock: Clock }) {
  const { notices, bus, clock } = deps;

  function shape(row: NoticeRow, locale: Locale): Notice {
    // Whom a listing's likes notice counted already (likes.service.ts) is the server's to know, not its owner's.
    const { likers: _likers, ...data }: Record<string, unknown> = readStoredNotice(row.type, row.data)?.data ?? {};
    const view = noticeView(row.type, data, row.listing_id, row.count);
    return {
      id: row.id,
      type: row.type,
      text: getT(locale, 'notices')(view.key, view.values),
      path: view.path,
      listing_id: row.listing_id,
      data,
      count: row.count,
      created_at: row.created_at,
      read_at: row.read_at,
    };
  }

  return {
    async page(userId: number, page: number, locale: Locale) {
      const [{ rows, count }, unread] = await Promise.all([
        notices.page(userId, NOTICES_PAGE_SIZE, (page - 1) * NOTICES_PAGE_SIZE),
        notices.unreadCount(userId),
      ]);
      return { count, unread, results: rows.map((row) => shape(row, locale)) };
    },
    unread: (userId: number) => notices.unreadCount(userId),
    /** Marks read; the user's open sockets hear the new count (the bell of every tab). */
    async markRead(userId: number, which: number[] | 'all'): Promise<number> {
      if ((await notices.markRead(userId, which, clock().toISOString())) > 0) await bus.publish({ type: 'notices', userIds: [userId] });
      return notices.unreadCount(userId);
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
