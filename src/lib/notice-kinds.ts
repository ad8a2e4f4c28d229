import { kindOf, LISTING_KINDS, listingPath } from './listing-kinds.ts';
import { MINUTE } from './time-units.ts';
import { readNotice } from './notice-data.ts';

/**
 * What each kind of notice says and where it leads (issue 25's notice centre): a message key of
 * the `notices` namespace, its values, and the path it opens (without the language prefix). The
 * notices are written by the services that make the events (issues 22–24), each with its kind's
 * `data` (lib/notice-data.ts); a kind not known here still shows, as a plain "something happened"
 * with no link.
 */
export const NOTICE_KINDS = [
  'listing_expiring',
  'listing_expired',
  'duplicate_listing',
  'moderation_decision',
  'report_outcome',
  'review_due',
  'review_received',
  'listing_comment',
  'comment_reply',
  'chat_message',
  'listing_likes',
  'saved_search',
  'ledger_finding',
  'deal',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What a user switches on and off per channel in the profile: each kind belongs to one topic. */
export const NOTICE_TOPICS = ['messages', 'comments', 'likes', 'listings', 'reviews', 'saved_searches', 'moderation', 'deals'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** Where a notice is told: on the site (the bell) and, once linked, in Telegram. */
export const NOTICE_CHANNELS = ['inapp', 'telegram'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export interface NoticeKindRule {
  topic: NoticeTopic;
  /**
   * Told again while unread, one notice stands for them all (`count`, moved to the top): a
   * chat's new messages, a listing's likes. Its Telegram message goes at most once per
   * `telegramEveryMs` for the group.
   */
  grouped?: { telegramEveryMs: number };
}

export const NOTICE_KIND_RULES: Record<NoticeKind, NoticeKindRule> = {
  listing_expiring: { topic: 'listings' },
  listing_expired: { topic: 'listings' },
  duplicate_listing: { topic: 'listings' },
  moderation_decision: { topic: 'moderation' },
  report_outcome: { topic: 'moderation' },
  review_due: { topic: 'reviews' },
  review_received: { topic: 'reviews' },
  listing_comment: { topic: 'comments' },
  comment_reply: { topic: 'comments' },
  // At most one Telegram message per chat each 5 minutes (issue 25).
  chat_message: { topic: 'messages', grouped: { telegramEveryMs: 5 * MINUTE } },
  listing_likes: { topic: 'likes', grouped: { telegramEveryMs: 24 * 60 * MINUTE } },
  saved_search: { topic: 'saved_searches' },
  ledger_finding: { topic: 'moderation' },
  // A safe deal's steps (issue 39): each one told to the side it concerns, once per deal and step.
  deal: { topic: 'deals' },
};

/** A kind's rule; a kind not known here is its own ungrouped notice under moderation (never muted by accident). */
export function noticeRule(type: string): NoticeKindRule {
  return (NOTICE_KIND_RULES as Record<string, NoticeKindRule | undefined>)[type] ?? { topic: 'moderation' };
}

/**
 * The key that makes one Telegram message of a notice: the notice's own key, and for a grouped
 * kind the time slot too (a chat's messages in one 5-minute slot are one message).
 */
export function deliveryKey(type: string, dedupeKey: string, at: Date): string {
  const grouped = noticeRule(type).grouped;
  return grouped ? `${dedupeKey}@${Math.floor(at.getTime() / grouped.telegramEveryMs)}` : dedupeKey;
}

/** The steps of a safe deal that have words of their own, per the reader's side (locales/notices.json `deal_<step>_<side>`). */
export const DEAL_NOTICE_KEYS: ReadonlySet<string> = new Set([
  'deal_request_seller',
  'deal_accept_buyer',
  'deal_decline_buyer',
  'deal_cancel_buyer',
  'deal_cancel_seller',
  'deal_expire_request_buyer',
  'deal_expire_request_seller',
  'deal_pay_buyer',
  'deal_pay_seller',
  'deal_expire_payment_buyer',
  'deal_expire_payment_seller',
  'deal_refuse_buyer',
  'deal_hand_over_buyer',
  'deal_hand_over_seller',
  'deal_lock_code_buyer',
  'deal_expire_handover_buyer',
  'deal_expire_handover_seller',
  'deal_complete_buyer',
  'deal_complete_seller',
  'deal_dispute_seller',
  'deal_dispute_moderator',
  'deal_decide_release_buyer',
  'deal_decide_release_seller',
  'deal_decide_refund_buyer',
  'deal_decide_refund_seller',
  'deal_escalate_buyer',
  'deal_escalate_seller',
  'deal_escalate_moderator',
]);

export interface NoticeView {
  key: string;
  values: Record<string, string | number>;
  /** Where opening it leads, or null. */
  path: string | null;
}

const pathOf = (kind: unknown, id: number | null | undefined) => (id === null || id === undefined ? null : listingPath(kindOf(kind), id));

/**
 * A stored notice as the notice centre shows it; `count`: how many events a grouped one stands for.
 * Its data is read with its kind's schema (lib/notice-data.ts): a field missing or broken is as if
 * absent, and a kind not known here shows as a plain "something happened" with no link.
 */
export function noticeView(type: string, data: unknown, listingId: number | null, count = 1): NoticeView {
  const notice = readNotice(type, data);
  if (notice === null) return { key: 'other', values: {}, path: null };
  switch (notice.type) {
    case 'chat_message': {
      const { room_id: room, author } = notice.data;
      return { key: 'chat_message', values: { name: author ?? '', count }, path: room === undefined ? '/chat' : `/chat/${room}` };
    }
    case 'listing_likes':
      return { key: 'listing_likes', values: { title: notice.data.title ?? '', count }, path: pathOf(notice.data.kind, listingId) };
    case 'review_received': {
      const { target_id: me, author = '', title = '', stars = 0 } = notice.data;
      // Issue 34: who wrote it and the deal (a shown review's author is public); a row written before says only the stars.
      const named = author !== '' && title !== '';
      return {
        key: named ? 'review_received_from' : 'review_received',
        values: named ? { stars, name: author, title } : { stars },
        path: me === undefined ? null : `/user/${me}#reviews`,
      };
    }
    case 'saved_search': {
      const { search_id: search, name = '', listings } = notice.data;
      return { key: 'saved_search', values: { name, count: listings ?? count }, path: search === undefined ? '/saved-searches' : `/saved-searches/${search}` };
    }
    case 'listing_expiring':
      return {
        key: 'listing_expiring',
        values: { title: notice.data.title ?? '', count: notice.data.days ?? 1 },
        path: LISTING_KINDS[kindOf(notice.data.kind)].paths.mine,
      };
    case 'listing_expired':
      return {
        key: 'listing_expired',
        values: { title: notice.data.title ?? '' },
        path: `${LISTING_KINDS[kindOf(notice.data.kind)].paths.mine}?status=expired`,
      };
    case 'duplicate_listing':
      return { key: 'duplicate_listing', values: {}, path: pathOf(notice.data.kind, notice.data.earlier_listing_id) };
    case 'moderation_decision': {
      const { decision, target_type: target, title = '', reason, days, listing_kind } = notice.data;
      // Issue 34: a hidden or restored listing, comment or review is named (its listing's title); rows written before are not.
      const object = target === 'listing' ? kindOf(listing_kind) : target === 'comment' || target === 'review' ? target : null;
      const named = title !== '' && object !== null && (decision === 'hide' || decision === 'restore');
      const listing = (target === 'listing' ? notice.data.target_id : (notice.data.listing_id ?? listingId)) ?? null;
      const path =
        listing === null || target === 'user' || target === 'message' ? null : `${pathOf(listing_kind, listing)}${target === 'comment' ? '#comments' : ''}`;
      const key = named ? `decision_${decision}_${object}` : `decision_${decision ?? 'other'}`;
      return { key, values: { reason: reason ?? '', count: days ?? 0, ...(named && { title }) }, path };
    }
    case 'report_outcome': {
      const outcome = notice.data.outcome === 'upheld' ? 'upheld' : 'dismissed';
      // Issue 34: what was reported, when it is a listing or a comment on one (named by its title).
      const { target_type: target, title = '' } = notice.data;
      const named = title !== '' && (target === 'listing' || target === 'comment');
      return { key: named ? `report_${outcome}_${target}` : `report_${outcome}`, values: named ? { title } : {}, path: '/myprofile#my-reports' };
    }
    case 'review_due': {
      const other = notice.data.other_id;
      return {
        key: 'review_due',
        values: { title: notice.data.title ?? '' },
        path: listingId === null || other === undefined ? '/myprofile#reviews-due' : `/review?listing=${listingId}&to=${other}`,
      };
    }
    case 'ledger_finding':
      // Issue 39: the moderators' list of findings is in the API for now (GET /api/books/findings).
      return { key: 'ledger_finding', values: { subject: notice.data.subject ?? '' }, path: null };
    case 'deal': {
      // Worded per step and per reader's side (`deal_accept_buyer`…); a step without its own words says "the deal changed".
      const { deal_id: deal, move = '', role = 'buyer', title = '' } = notice.data;
      return {
        key: DEAL_NOTICE_KEYS.has(`deal_${move}_${role}`) ? `deal_${move}_${role}` : 'deal_other',
        values: { title },
        path: deal === undefined ? '/deals' : `/deals/${deal}`,
      };
    }
    case 'listing_comment':
    case 'comment_reply':
      return {
        key: notice.type,
        values: { name: notice.data.author ?? '', title: notice.data.title ?? '' },
        path: listingId === null ? null : `${pathOf(notice.data.kind, listingId)}#comments`,
      };
  }
}
