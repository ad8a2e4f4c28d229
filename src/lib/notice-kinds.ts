/**
 * What each kind of notice says and where it leads (issue 25's notice centre): a message key of
 * the `notices` namespace, its values, and the path it opens (without the language prefix). The
 * notices are written by the services that make the events (issues 22–24), each with its own
 * `data`; a kind not known here still shows, as a plain "something happened" with no link.
 */
export const NOTICE_KINDS = ['listing_expiring', 'listing_expired', 'duplicate_listing', 'moderation_decision', 'report_outcome', 'review_due', 'listing_comment', 'comment_reply'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface NoticeView {
  key: string;
  values: Record<string, string | number>;
  /** Where opening it leads, or null. */
  path: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const listingPath = (kind: unknown, id: number | null) => (id === null ? null : `/${kind === 'service' ? 'service' : 'product'}/${id}`);

/** A stored notice as the notice centre shows it. */
export function noticeView(type: string, data: Record<string, unknown>, listingId: number | null): NoticeView {
  switch (type) {
    case 'listing_expiring':
      return { key: 'listing_expiring', values: { title: text(data.title), count: number(data.days) ?? 1 }, path: `/my-${data.kind === 'service' ? 'services' : 'products'}` };
    case 'listing_expired':
      return { key: 'listing_expired', values: { title: text(data.title) }, path: `/my-${data.kind === 'service' ? 'services' : 'products'}?status=expired` };
    case 'duplicate_listing':
      return { key: 'duplicate_listing', values: {}, path: listingPath(data.kind, number(data.earlier_listing_id)) };
    case 'moderation_decision': {
      const decision = text(data.decision);
      const target = text(data.target_type);
      const path = target === 'listing' ? listingPath(data.listing_kind, number(data.target_id)) : null;
      return { key: `decision_${['hide', 'restore', 'warn', 'suspend', 'ban'].includes(decision) ? decision : 'other'}`, values: { reason: text(data.reason), count: number(data.days) ?? 0 }, path };
    }
    case 'report_outcome':
      return { key: data.outcome === 'upheld' ? 'report_upheld' : 'report_dismissed', values: {}, path: '/myprofile#my-reports' };
    case 'review_due': {
      const other = number(data.other_id);
      return { key: 'review_due', values: { title: text(data.title) }, path: listingId === null || other === null ? '/myprofile#reviews-due' : `/review?listing=${listingId}&to=${other}` };
    }
    case 'listing_comment':
    case 'comment_reply':
      return { key: type, values: { name: text(data.author), title: text(data.title) }, path: listingId === null ? null : `${listingPath(data.kind, listingId)}#comments` };
    default:
      return { key: 'other', values: {}, path: null };
  }
}
