import type { FormFeedback } from '../../lib/form-feedback.ts';
import { tiyinOfSomText } from '../../lib/books.ts';
import { DecisionBody, type Deal } from '../../lib/schemas/deals.ts';
import { PayoutPaidBody } from '../../lib/schemas/payouts.ts';
import { AppError } from '../errors.ts';
import { feedbackOf } from '../form-feedback.ts';
import { flashCookie } from '../http/cookies.ts';
import { parseWith } from '../http/validation.ts';
import { moderatorOf, refusal, type Deps, type Page } from '../moderation/moderation-pages.ts';
import { readPageForm } from '../page-forms.ts';
import { pageContext } from '../page-context.ts';
import { getT } from '../i18n.ts';
import type { LedgerFindingRow } from './books.repository.ts';
import type { DisputeMessage } from './deal-desk.service.ts';
import type { PayoutLogRow, SellerDue } from './payouts.repository.ts';

/**
 * The moderators' pages of the safe deal (issue 39): the disputes (/moderation/deals), a dispute
 * with its timeline, its chat and the two decisions (/moderation/deals/{id}), the books' findings
 * (/moderation/books) and the sellers' payouts (/moderation/payouts). Moderators only, as the
 * moderation queue (moderation-pages.ts): everyone else gets the site's 404, nothing is cached,
 * and each form is a plain post to its page, answered with a 303 back and a notice, or the page
 * again with why it was refused.
 */

/** The moderation pages' tabs and what waits behind each: disputes (and how many overdue), open findings, sellers due money. */
export interface ModerationTabs {
  disputes: number;
  overdue: number;
  findings: number;
  payouts: number;
}

/** Findings and payout log rows a page lists. */
const LISTED = 200;

type Failed = { kind: 'not_found' } | { kind: 'failed' };

/** A dispute past its 14 days: flagged overdue by the deadline job, or its deadline passed before the job ran (counted in SQL the same way: deals.repository.ts `disputeCounts`). */
export const isOverdue = (deal: Deal, now: number): boolean => deal.overdue_at !== null || (deal.due_at !== null && Date.parse(deal.due_at) <= now);

/** The tabs' counts (the navigation shows them); null when they cannot be read (the page stands without them). */
export async function moderationTabs(deps: Deps, moderatorId: number): Promise<ModerationTabs | null> {
  const { services, logger } = deps;
  try {
    const [disputes, findings, due] = await Promise.all([
      services.deals.disputeCounts(moderatorId),
      services.books.findings({ open: true, limit: LISTED }),
      services.payouts.due(),
    ]);
    return {
      disputes: disputes.disputes,
      overdue: disputes.overdue,
      findings: findings.length,
      payouts: due.sellers.length,
    };
  } catch (error) {
    logger.error({ err: error }, 'moderation tabs failed');
    return null;
  }
}

/** A form's text field; undefined when missing or blank. */
function textOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const idOf = (value: string | undefined): number | null => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null);

// ── Disputes ────────────────────────────────────────────────────────────────────────────────

export type DisputesPage = Failed | { kind: 'disputes'; deals: Deal[]; tabs: ModerationTabs | null; now: number };

/** The disputed deals: the overdue ones first, then the longest waiting. */
export async function disputesPage(page: Page, deps: Deps): Promise<DisputesPage> {
  const moderatorId = moderatorOf(page);
  if (moderatorId === null) return { kind: 'not_found' };
  try {
    const [deals, tabs] = await Promise.all([deps.services.deals.moderationList(moderatorId, 'disputed'), moderationTabs(deps, moderatorId)]);
    const now = deps.clock().getTime();
    const ordered = [...deals.filter((deal) => isOverdue(deal, now)), ...deals.filter((deal) => !isOverdue(deal, now))];
    return { kind: 'disputes', deals: ordered, tabs, now };
  } catch (error) {
    return refusal(page, deps, error, 'moderation disputes failed');
  }
}

export type DisputePage =
  | Failed
  | {
      kind: 'dispute';
      deal: Deal;
      /** The pair's chat, newest messages (only a deal that was disputed has it shown). */
      chat: { messages: DisputeMessage[]; more: boolean } | null;
      tabs: ModerationTabs | null;
      /** A refused decision: the note's message, or the service's refusal (another moderator decided first). */
      feedback: FormFeedback & { decided?: boolean };
      now: number;
    };

/**
 * A deal as moderators see it: the listing, both sides, the amounts, the buyer's reason, its
 * timeline and the pair's chat; a decision posted here (release to the seller or refund the
 * buyer, with a note) is made by the deals service's conditional write, so a second moderator's
 * is refused with its reason.
 */
export async function disputePage(page: Page, deps: Deps): Promise<DisputePage | Response> {
  const moderatorId = moderatorOf(page);
  if (moderatorId === null) return { kind: 'not_found' };
  const { services, config } = deps;
  const dealId = idOf(page.params.id);
  if (dealId === null) {
    page.response.status = 404;
    return { kind: 'not_found' };
  }
  const { locale } = pageContext(page);
  let feedback: FormFeedback & { decided?: boolean } = {};
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  if (form) {
    const posted = { outcome: textOf(form, 'outcome'), note: textOf(form, 'note') };
    try {
      await services.deals.decide(moderatorId, dealId, parseWith(DecisionBody, posted));
      page.cookies.set(...flashCookie(config.publicUrl, 'moderation_decided'));
      return page.redirect(page.url.pathname, 303);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'not_moderator' || error.code === 'not_found'))
        return refusal(page, deps, error, 'dispute decision failed');
      if (!(error instanceof AppError)) return refusal(page, deps, error, 'dispute decision failed');
      feedback = feedbackOf(error, locale);
      // The deal left its dispute meanwhile: decided by another moderator (the conditional write found nothing to move).
      feedback.decided = error.code === 'deal_wrong_state';
      feedback.values = Object.fromEntries(Object.entries(posted).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));
      page.response.status = error.status === 400 ? 400 : 409;
    }
  }
  try {
    const deal = await services.deals.get(moderatorId, dealId);
    const [chat, tabs] = await Promise.all([
      deal.disputed_at === null ? null : services.dealDesk.conversation(moderatorId, dealId),
      moderationTabs(deps, moderatorId),
    ]);
    return { kind: 'dispute', deal, chat, tabs, feedback, now: deps.clock().getTime() };
  } catch (error) {
    return refusal(page, deps, error, 'moderation dispute failed');
  }
}

// ── The books' findings ─────────────────────────────────────────────────────────────────────

export type FindingsPage =
  | Failed
  | {
      kind: 'findings';
      findings: LedgerFindingRow[];
      /** Who looked at each resolved one. */
      names: Map<number, string>;
      tabs: ModerationTabs | null;
      /** A refused "looked at": its message. */
      feedback: FormFeedback;
      now: number;
    };

/** What the daily books check found, the open ones first; "looked at" posted here. */
export async function findingsPage(page: Page, deps: Deps): Promise<FindingsPage | Response> {
  const moderatorId = moderatorOf(page);
  if (moderatorId === null) return { kind: 'not_found' };
  const { services, config } = deps;
  const { locale } = pageContext(page);
  let feedback: FormFeedback = {};
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  if (form) {
    const findingId = idOf(textOf(form, 'finding_id'));
    try {
      if (findingId === null) throw new AppError('not_found');
      await services.books.resolve(moderatorId, findingId);
      page.cookies.set(...flashCookie(config.publicUrl, 'finding_resolved'));
      return page.redirect(page.url.pathname, 303);
    } catch (error) {
      if (!(error instanceof AppError)) return refusal(page, deps, error, 'finding resolve failed');
      feedback = feedbackOf(error, locale);
      page.response.status = error.status;
    }
  }
  try {
    const [findings, tabs] = await Promise.all([services.books.findings({ open: false, limit: LISTED }), moderationTabs(deps, moderatorId)]);
    const names = await services.dealDesk.names(
      moderatorId,
      findings.flatMap((row) => (row.resolved_by === null ? [] : [row.resolved_by])),
    );
    return { kind: 'findings', findings, names, tabs, feedback, now: deps.clock().getTime() };
  } catch (error) {
    return refusal(page, deps, error, 'moderation findings failed');
  }
}

// ── Payouts ─────────────────────────────────────────────────────────────────────────────────

/** A refused mark: the seller it was for, field messages and what was typed. */
export type PayoutFeedback = FormFeedback & { sellerId?: number };

export type PayoutsPage =
  | Failed
  | {
      kind: 'payouts';
      sellers: SellerDue[];
      totalTiyin: number;
      log: PayoutLogRow[];
      /** Sellers' and operators' names in the log. */
      names: Map<number, string>;
      tabs: ModerationTabs | null;
      feedback: PayoutFeedback;
      now: number;
    };

/**
 * The sellers' money due (the longest waiting first), the CSV's link, a "mark paid" form per
 * seller (the amount in so'm as the bank sent it, and the transfer's reference) and the log.
 */
export async function payoutsPage(page: Page, deps: Deps): Promise<PayoutsPage | Response> {
  const moderatorId = moderatorOf(page);
  if (moderatorId === null) return { kind: 'not_found' };
  const { services, config } = deps;
  const { locale } = pageContext(page);
  let feedback: PayoutFeedback = {};
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  if (form) {
    const sellerId = idOf(textOf(form, 'seller_id'));
    const amount = textOf(form, 'amount') ?? '';
    const reference = textOf(form, 'reference') ?? '';
    const values = { amount, reference };
    try {
      if (sellerId === null) throw new AppError('not_found');
      const amountTiyin = tiyinOfSomText(amount);
      if (amountTiyin === null) {
        feedback = { sellerId, fields: { amount: getT(locale, 'moderation')('payout_amount_hint') }, values };
        page.response.status = 400;
      } else {
        const body = parseWith(PayoutPaidBody, { amount_tiyin: amountTiyin, reference });
        const { repeated } = await services.payouts.markPaid(moderatorId, sellerId, { amountTiyin: body.amount_tiyin, reference: body.reference });
        page.cookies.set(...flashCookie(config.publicUrl, repeated ? 'payout_repeated' : 'payout_marked'));
        return page.redirect(page.url.pathname, 303);
      }
    } catch (error) {
      if (!(error instanceof AppError)) return refusal(page, deps, error, 'payout mark failed');
      const told = feedbackOf(error, locale, { payout_exceeds_due: 'amount', payout_reference_taken: 'reference' });
      const fields = told.fields && Object.fromEntries(Object.entries(told.fields).map(([name, text]) => [name === 'amount_tiyin' ? 'amount' : name, text]));
      feedback = { ...told, ...(fields && { fields }), values, ...(sellerId !== null && { sellerId }) };
      page.response.status = error.status;
    }
  }
  try {
    const [due, log, tabs] = await Promise.all([services.payouts.due(), services.payouts.log(), moderationTabs(deps, moderatorId)]);
    const names = await services.dealDesk.names(
      moderatorId,
      log.flatMap((row) => [row.seller_id, row.operator_id]),
    );
    return { kind: 'payouts', sellers: due.sellers, totalTiyin: Number(due.totalTiyin), log, names, tabs, feedback, now: deps.clock().getTime() };
  } catch (error) {
    return refusal(page, deps, error, 'moderation payouts failed');
  }
}
