import { formatDateTime } from './format.ts';
import type { TFunction } from './i18n.ts';
import type { Deal } from './schemas/deals.ts';

/**
 * A safe deal in words (issue 39), for its page, the list of deals and the chat's line: the steps
 * it went through, its state, and what happens next and by when, as the viewer's side reads it
 * (`t`: the deals namespace; `time`: the time namespace, for the deadline's Tashkent date).
 */

/** The way a deal goes when all is well; `cancelled`, `refunded` and `disputed` leave it. */
export const DEAL_STEPS = ['requested', 'accepted', 'paid', 'handed_over', 'completed'] as const;
export type DealStep = (typeof DEAL_STEPS)[number];

/** How far along the way the deal got (the index of its last step reached), and the exit it took, if any. */
export function dealProgress(deal: Pick<Deal, 'state' | 'accepted_at' | 'paid_at' | 'handed_over_at' | 'completed_at'>): {
  reached: number;
  exit: 'cancelled' | 'refunded' | 'disputed' | null;
} {
  const reached = deal.completed_at ? 4 : deal.handed_over_at ? 3 : deal.paid_at ? 2 : deal.accepted_at ? 1 : 0;
  const exit = deal.state === 'cancelled' || deal.state === 'refunded' || deal.state === 'disputed' ? deal.state : null;
  return { reached, exit };
}

/** Which text says the next step to this viewer: some states read the same to both sides, a moderator reads a side's or their own. */
function nextKey(deal: Pick<Deal, 'state' | 'role' | 'next'>): string {
  const { state, role } = deal;
  if (state === 'cancelled' || state === 'refunded') return `next_${state}`;
  if (state === 'disputed') return deal.next.deadline ? 'next_disputed' : 'next_disputed_overdue';
  if (role !== 'moderator') return `next_${state}_${role}`;
  // A moderator reads the waiting side's words where they name the other side, and their own otherwise.
  if (state === 'requested') return 'next_requested_buyer';
  if (state === 'accepted') return 'next_accepted_seller';
  return `next_${state}_moderator`;
}

/** What happens next and by when: "The seller has until 1 December 2026, 14:00 to accept; otherwise the request is cancelled." */
export function dealNextWords(deal: Pick<Deal, 'state' | 'role' | 'next'>, t: TFunction, time: TFunction): string {
  const at = deal.next.deadline ? formatDateTime(deal.next.deadline.at, time) : '';
  return t(nextKey(deal), { at });
}

/** Who made a timeline's step, as the viewer reads it: "You", "Buyer", "Seller", "Moderator", "Bozor". */
export function dealActorWords(actor: Deal['timeline'][number]['actor'], role: Deal['role'], t: TFunction): string {
  return actor === role ? t('actor_you') : t(`actor_${actor}`);
}
