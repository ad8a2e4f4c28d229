import type { Transaction } from 'kysely';
import { guardOf } from '../../lib/listing-states.ts';
import { describeHits, ruleHits } from '../../lib/moderation-rules.ts';
import { CASE_RULES, caseOrigin } from '../../lib/case-origin.ts';
import { isNearDuplicate, MIN_DETAIL } from '../../lib/image-fingerprint.ts';
import type { ContentScreen } from './content-screen.ts';
import type { PhotosRepository } from './photos.repository.ts';
import type { DecisionInput, ReconsiderInput, ReportInput } from '../../lib/schemas/moderation.ts';
import { isContentTarget } from '../../lib/schemas/moderation.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { InstanceBus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import type { DB, ReportTarget } from '../db/schema.ts';
import { AppError, fieldError } from '../errors.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { Notifier } from '../notices/notifier.ts';
import type { NoticeDraft } from '../../lib/notice-data.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import { moderatedTags, pageTags, scoreChangeTags } from '../page-cache/policy.ts';
import type { Quotas } from '../rate-limit/quotas.ts';
import type {
  AccountSummaryRow,
  CaseRow,
  CommentThread,
  ContentHead,
  MessageRow,
  ModerationRepository,
  QueueFilter,
  ReviewView,
  TargetFacts,
} from './moderation.repository.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';
import type { ReviewModeration } from '../reviews/review-moderation.ts';
import { DAY } from '../../lib/time-units.ts';

/** A listing reported by this many accounts older than SEASONED_MS within a day is hidden until a moderator decides. */
export const AUTO_HIDE_REPORTERS = 3;
const SEASONED_MS = 3 * DAY;
/** A ban: suspended past any date that matters. */
const BANNED_UNTIL = '9999-12-31T00:00:00.000Z';
export const QUEUE_PAGE_SIZE = 50;
/** How many messages of a reported message's conversation its case shows either side. */
export const CONTEXT_MESSAGES = 10;
/** How many comments either side of a reported comment's thread (and replies either side of a reply) its case shows. */
const CONTEXT_COMMENTS = 5;

/** An account as a moderator weighs it (its age, state, listings) and whether it is a moderator itself. */
export type AccountSummary = AccountSummaryRow & { moderator: boolean };

/** What a case is about, as its page shows it; `gone` when the target was deleted since. */
export type CaseTarget =
  | { type: 'listing'; id: number; kind: ListingKind }
  | { type: 'comment'; thread: CommentThread }
  | { type: 'message'; message: MessageRow; before: MessageRow[]; after: MessageRow[] }
  | { type: 'user'; account: AccountSummary }
  | { type: 'review'; review: ReviewView }
  | { type: 'gone' };

/** How many earlier cases of the same target a case links (its history). */
const TARGET_HISTORY = 20;
/** How much of a comment's, message's or review's words a queue row shows. */
const HEAD_CHARS = 160;

/**
 * Reports and moderation (issue 23): anyone signed in reports a listing, a comment, a user or a
 * chat message (one open report per target, 20 a day); reports meet in the target's one open
 * case, which the site's rules may open first (`hold`); a listing reported by three seasoned
 * accounts within a day is hidden at once. Moderators (a role granted from the command line only)
 * read the queue and decide a case once: a conditional write, so of two moderators one wins; the
 * decision's effects, the reports' outcome, the owner's notice and the audit line are one
 * transaction.
 */
export function createModerationService(deps: {
  moderation: ModerationRepository;
  photos: PhotosRepository;
  listings: ListingsRepository;
  users: UsersRepository;
  notifier: Notifier;
  /** What a decision does to a review (issue 24). */
  reviews: ReviewModeration;
  quotas: Quotas;
  pages: PageInvalidation;
  bus: InstanceBus;
  clock: Clock;
  /** Hears of a listing a decision may have shown again (issue 25: saved searches that missed it while it was hidden find it). */
  listingShown?: ((listingId: number) => void) | undefined;
}) {
  const { moderation, photos, listings, users, notifier, reviews, quotas, pages, bus, clock } = deps;

  async function requireModerator(userId: number): Promise<void> {
    if (!(await users.hasRole(userId, 'moderator'))) throw new AppError('not_moderator');
  }

  /** An account as a moderator weighs it, with whether it moderates too. */
  async function accountOf(userId: number): Promise<AccountSummary | undefined> {
    const [row, moderator] = await Promise.all([moderation.accountSummary(userId), users.hasRole(userId, 'moderator')]);
    return row && { ...row, moderator };
  }

  /** Hides or restores a listing as a moderator's move: the state machine's guard, in the caller's transaction. */
  async function moveListing(listingId: number, move: 'hide' | 'restore', reason: string | null, trx: Transaction<DB>): Promise<boolean> {
    const row = await listings.findRow(listingId, trx);
    if (!row) return false;
    const moved = await listings.move(
      { id: row.id, kind: row.kind, ownerId: row.owner_id },
      move,
      guardOf(move, clock()),
      { hiddenReason: move === 'hide' ? reason : null },
      trx,
    );
    return moved !== undefined;
  }

  /** Drops the cached pages a decision on a target changes. */
  async function targetChanged(target: Pick<CaseRow, 'target_type' | 'target_id' | 'listing_kind' | 'owner_id'>): Promise<void> {
    if (target.target_type === 'listing' && target.listing_kind)
      await pages.changed(moderatedTags({ type: 'listing', kind: target.listing_kind, id: target.target_id, ownerId: target.owner_id }));
    else if (target.target_type === 'comment') {
      // A comment shows on its listing's page: hiding it drops that page, not only its author's.
      const listingId = await moderation.commentListingId(target.target_id);
      if (listingId !== undefined) await pages.changed(moderatedTags({ type: 'comment', listingId, authorId: target.owner_id }));
    } else if (target.target_type === 'review') {
      // A review hidden or let be moves the reviewed person's score (their pages, their listings' cards) and reviews.
      const review = await moderation.reviewView(target.target_id);
      if (review) await pages.changed(scoreChangeTags([review.target_id]));
    } else if (target.owner_id !== null) await pages.changed([pageTags.user(target.owner_id)]);
  }

  function summarize(rows: CaseRow[], reports: Array<{ case_id: number; reason: string }>) {
    return rows.map((row) => {
      const reasons: Record<string, number> = {};
      for (const report of reports) if (report.case_id === row.id) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
      return { ...row, status: row.status, listing_kind: row.listing_kind, reasons, decision: row.decision as DecisionInput['decision'] | null };
    });
  }

  /**
   * Holds a target back for review before anyone reported it (lib/moderation-rules.ts hits, a
   * near-duplicate photo): it stays published, in the queue with the rule it matched.
   */
  async function hold(target: TargetFacts, rule: string): Promise<void> {
    const at = clock().toISOString();
    await moderation.transaction(async (trx) => {
      const opened = await moderation.openCase(target, { reports: 0, rule, now: at }, trx);
      await moderation.logAction({ caseId: opened.id, moderatorId: null, action: 'held', reason: rule, now: at }, trx);
    });
  }

  async function caseDetail(caseId: number) {
    const row = await moderation.findCase(caseId);
    if (!row) throw new AppError('not_found');
    const [reports, actions, history, targetCases] = await Promise.all([
      moderation.reportsOf([row.id]),
      moderation.actionsOf(row.id),
      row.owner_id === null ? [] : moderation.decidedCasesOf(row.owner_id, 20),
      moderation.casesOfTarget(row.target_type, row.target_id, TARGET_HISTORY + 1),
    ]);
    return {
      case: summarize([row], reports)[0]!,
      reports: reports.map(({ case_id: _case, ...report }) => ({ ...report, reason: report.reason as ReportInput['reason'] })),
      actions,
      owner_history: history.filter((each) => each.id !== row.id),
      target_history: targetCases
        .filter((each) => each.id !== row.id)
        .slice(0, TARGET_HISTORY)
        .map((each) => ({ ...each, status: each.status, decision: each.decision as DecisionInput['decision'] | null, origin: caseOrigin(each) })),
    };
  }

  return {
    requireModerator,

    /**
     * A report, counted against the reporter's daily quota first: into the target's open case,
     * once per reporter and target. A listing's third report from accounts older than three days
     * within a day hides it, in the same transaction.
     */
    async report(reporterId: number, input: ReportInput) {
      const facts = await moderation.targetFacts(input.target_type, input.target_id);
      if (!facts) throw fieldError('target_id', 'not_found');
      if (facts.ownerId === reporterId) throw fieldError('target_id', 'cannot_report_own');
      // A message is reported by someone who was in its conversation: they consented to a moderator reading it by reporting.
      if (facts.roomId !== undefined && !(await moderation.isInRoom(facts.roomId, reporterId))) throw fieldError('target_id', 'not_found');
      const now = clock();
      const at = now.toISOString();
      const { reportId, hidden } = await quotas.spend('reports', reporterId, () =>
        moderation.transaction(async (trx) => {
          const opened = await moderation.openCase(facts, { reports: 1, now: at }, trx);
          const id = await moderation.insertReport(
            { reporterId, caseId: opened.id, target: facts, reason: input.reason, note: input.note ?? null, now: at },
            trx,
          );
          if (id === undefined) throw new AppError('already_reported');
          let hid = false;
          if (facts.type === 'listing') {
            const seasoned = await moderation.seasonedReporters(
              opened.id,
              new Date(now.getTime() - DAY).toISOString(),
              new Date(now.getTime() - SEASONED_MS).toISOString(),
              trx,
            );
            if (seasoned >= AUTO_HIDE_REPORTERS && (await moveListing(facts.id, 'hide', null, trx))) {
              hid = true;
              await moderation.setRule(opened.id, CASE_RULES.hiddenAfterReports, trx);
              await moderation.logAction(
                { caseId: opened.id, moderatorId: null, action: 'auto_hide', reason: `${seasoned} reports within 24 hours`, now: at },
                trx,
              );
            }
          }
          return { reportId: id, hidden: hid };
        }),
      );
      if (hidden)
        await targetChanged({
          target_type: 'listing',
          target_id: facts.id,
          listing_kind: (facts.listingKind ?? null) as CaseRow['listing_kind'],
          owner_id: facts.ownerId,
        });
      // The report as its reporter sees it: it was just written in this request's transaction.
      const [mine] = await moderation.reportsBy(reporterId, 1, reportId);
      return mine!;
    },

    async myReports(reporterId: number) {
      return moderation.reportsBy(reporterId, 100);
    },

    hold,

    /** The writing services' screen (content-screen.ts): what breaks a rule is held for review, still published. */
    screen: {
      async text(target, text) {
        const hits = ruleHits(text);
        if (hits.length > 0) await hold(target, describeHits(hits));
      },
      /**
       * A listing's new photos against every other listing's, through the fingerprint bands (two
       * photos within NEAR_DUPLICATE_BITS share at least two): another seller's is a possible
       * stolen photo (held); the same seller's is a listing put up again (they are told that
       * raising the old one would do). Photos with little detail (an item on a white background)
       * prove nothing and are left out.
       */
      async photos(target, fingerprints) {
        const telling = fingerprints.filter((photo) => photo.detail >= MIN_DETAIL);
        if (telling.length === 0) return;
        const candidates = await photos.candidates(
          target.id,
          telling.map((photo) => photo.hash),
        );
        const near = candidates.filter(
          (candidate) =>
            candidate.detail !== null && candidate.detail >= MIN_DETAIL && telling.some((photo) => isNearDuplicate(photo.hash, candidate.fingerprint)),
        );
        // A photo the seller put up before is theirs, whoever copied it since: then it is only a listing put up again.
        const own = near.filter((candidate) => candidate.owner_id === target.ownerId);
        const stolen = near.find((candidate) => candidate.owner_id !== target.ownerId);
        if (own.length === 0 && stolen) await hold(target, `photo: a near-duplicate of listing #${stolen.listing_id} by another seller`);
        if (own.length > 0 && target.ownerId !== null) {
          const earlier = Math.min(...own.map((candidate) => candidate.listing_id));
          await notifier.add(
            [
              {
                userId: target.ownerId,
                type: 'duplicate_listing',
                listingId: target.id,
                data: { earlier_listing_id: earlier, kind: target.listingKind ?? null },
                dedupeKey: `duplicate_listing:${target.id}:${earlier}`,
              },
            ],
            clock().toISOString(),
          );
        }
      },
    } satisfies ContentScreen,

    async queue(moderatorId: number, filter: Omit<QueueFilter, 'limit' | 'offset'> & { page: number }) {
      await requireModerator(moderatorId);
      const { rows, count } = await moderation.openCases({ ...filter, limit: QUEUE_PAGE_SIZE, offset: (filter.page - 1) * QUEUE_PAGE_SIZE });
      return { count, results: summarize(rows, await moderation.reportsOf(rows.map((row) => row.id))) };
    },

    async case(moderatorId: number, caseId: number) {
      await requireModerator(moderatorId);
      return caseDetail(caseId);
    },

    /**
     * Decides an open case once (409 `case_decided` to a second moderator): the effect on the
     * target (hide or restore a listing or comment; warn, suspend or ban its owner), the reports'
     * outcome, the owner's and reporters' notices and the audit line, in one transaction; a
     * suspension or ban ends the owner's sessions (and, over the bus, their sockets) at commit.
     */
    async decide(moderatorId: number, caseId: number, input: DecisionInput) {
      await requireModerator(moderatorId);
      const before = await moderation.findCase(caseId);
      if (!before) throw new AppError('not_found');
      const contentTarget = isContentTarget(before.target_type);
      if ((input.decision === 'hide' || input.decision === 'restore') && !contentTarget) throw fieldError('decision', 'field_invalid');
      if ((input.decision === 'suspend' || input.decision === 'ban' || input.decision === 'warn') && before.owner_id === null)
        throw fieldError('decision', 'field_invalid');
      const at = clock().toISOString();
      const reason = input.reason ?? null;
      const decided = await moderation.transaction(async (trx) => {
        const row = await moderation.decide(caseId, { moderatorId, decision: input.decision, reason, now: at }, trx);
        if (!row) throw new AppError('case_decided');
        await applyDecision(row, input, reason, at, trx);
        const upheld = input.decision !== 'dismiss' && input.decision !== 'restore';
        const reporters = await moderation.closeReports(row.id, upheld ? 'upheld' : 'dismissed', at, trx);
        await moderation.logAction(
          { caseId: row.id, moderatorId, action: input.decision === 'suspend' ? `suspend_${input.days}d` : input.decision, reason, now: at },
          trx,
        );
        const about = await subjectOf(row, trx);
        const told: NoticeDraft[] = [
          ...(row.owner_id === null || input.decision === 'dismiss'
            ? []
            : [
                {
                  userId: row.owner_id,
                  type: 'moderation_decision',
                  listingId: about.listing_id ?? null,
                  data: {
                    decision: input.decision,
                    reason,
                    target_type: row.target_type,
                    target_id: row.target_id,
                    listing_kind: row.listing_kind,
                    days: input.days ?? null,
                    ...about,
                  },
                  dedupeKey: `moderation_decision:${row.id}`,
                } satisfies NoticeDraft,
              ]),
          ...reporters.map((report): NoticeDraft => ({
            userId: report.reporter_id,
            type: 'report_outcome',
            data: { outcome: upheld ? 'upheld' : 'dismissed', target_type: row.target_type, target_id: row.target_id, ...about },
            dedupeKey: `report_outcome:${report.id}`,
          })),
        ];
        await notifier.add(told, at, trx);
        return row;
      });
      await targetChanged(decided);
      if (decided.target_type === 'listing' && (input.decision === 'restore' || input.decision === 'dismiss')) deps.listingShown?.(decided.target_id);
      return caseDetail(decided.id);
    },

    /** The owner of a hidden listing asks for another look, once: a case again, with the listing as they fixed it. */
    async askReview(ownerId: number, listingId: number): Promise<void> {
      const now = clock();
      const at = now.toISOString();
      await moderation.transaction(async (trx) => {
        // Asked of a listing a moderator could restore (the state machine's guard), once.
        const claimed = await listings.claimReviewAsk({ id: listingId, ownerId }, guardOf('restore', now), at, trx);
        if (!claimed) throw new AppError('review_not_allowed');
        const opened = await moderation.openCase(
          { type: 'listing', id: claimed.id, ownerId, listingKind: claimed.kind, regionId: claimed.region_id },
          { reports: 0, rule: CASE_RULES.reviewRequested, now: at },
          trx,
        );
        await moderation.setRule(opened.id, CASE_RULES.reviewRequested, trx);
        await moderation.logAction({ caseId: opened.id, moderatorId: null, action: 'review_requested', reason: null, now: at }, trx);
      });
    },

    /**
     * A moderator's second look at a case's listing, comment or review, at any time (issue 34):
     * `restore` shows a hidden one again, `hide` hides it again, with a reason. One conditional
     * write on the target (a listing through the state machine's guard, as a decision's move), so
     * of moderators doing it at once one does and the others get 409 `moderation_move_not_allowed`;
     * the audit line and the owner's notice go with it; the same pages are dropped as a decision's.
     */
    async reconsider(moderatorId: number, caseId: number, input: ReconsiderInput) {
      await requireModerator(moderatorId);
      const row = await moderation.findCase(caseId);
      if (!row) throw new AppError('not_found');
      if (!isContentTarget(row.target_type)) throw fieldError('move', 'field_invalid');
      const at = clock().toISOString();
      const reason = input.reason ?? null;
      await moderation.transaction(async (trx) => {
        if (!(await moveContent(row, input.move, reason, trx))) throw new AppError('moderation_move_not_allowed');
        await moderation.logAction({ caseId: row.id, moderatorId, action: input.move, reason, now: at }, trx);
        if (row.owner_id !== null) {
          const about = await subjectOf(row, trx);
          const data = {
            decision: input.move,
            reason,
            target_type: row.target_type,
            target_id: row.target_id,
            listing_kind: row.listing_kind,
            days: null,
            ...about,
          };
          await notifier.add(
            [
              {
                userId: row.owner_id,
                type: 'moderation_decision',
                listingId: about.listing_id ?? null,
                data,
                dedupeKey: `moderation_reconsidered:${row.id}:${input.move}:${at}`,
              },
            ],
            at,
            trx,
          );
        }
      });
      await targetChanged(row);
      if (row.target_type === 'listing' && input.move === 'restore') deps.listingShown?.(row.target_id);
      return caseDetail(caseId);
    },

    /** The latest case of a listing (the listing page's moderator panel links it and reconsiders through it), or undefined. */
    async latestCaseOfListing(moderatorId: number, listingId: number) {
      await requireModerator(moderatorId);
      const [latest] = await moderation.casesOfTarget('listing', listingId, 1);
      return latest;
    },

    /** What a queue page names beside its cases: the listings' titles, states and first photos, and the owners' names. */
    async queueHeads(moderatorId: number, rows: Array<Pick<CaseRow, 'target_type' | 'target_id' | 'owner_id'>>) {
      await requireModerator(moderatorId);
      const idsOf = (type: CaseRow['target_type']) => rows.filter((row) => row.target_type === type).map((row) => row.target_id);
      const [heads, names, contents] = await Promise.all([
        moderation.listingHeads(idsOf('listing')),
        moderation.usernames([...new Set(rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])))]),
        moderation.contentHeads({ comment: idsOf('comment'), message: idsOf('message'), review: idsOf('review') }, HEAD_CHARS),
      ]);
      return {
        listings: new Map(heads.map((head) => [head.id, head])),
        names: new Map(names.map((each) => [each.id, each.username])),
        /** Comments, messages and reviews by `type:id`. */
        contents: new Map<string, ContentHead>(contents.map((head) => [`${head.type}:${head.id}`, head])),
      };
    },

    /**
     * What a case is about as users see it (its case page), each read bounded: a listing's kind
     * (its page's reading follows), a comment in its thread, a chat message with the
     * CONTEXT_MESSAGES either side (the reporter consented by reporting), an account; the
     * owner's account; the names of the moderators in its audit log.
     */
    async caseTarget(moderatorId: number, caseId: number): Promise<{ target: CaseTarget; owner: AccountSummary | null; names: Map<number, string> }> {
      await requireModerator(moderatorId);
      const row = await moderation.findCase(caseId);
      if (!row) throw new AppError('not_found');
      const [target, owner, actions] = await Promise.all([
        targetOf(row),
        row.owner_id === null ? undefined : accountOf(row.owner_id),
        moderation.actionsOf(row.id),
      ]);
      const ids = [...new Set(actions.flatMap((action) => (action.moderator_id === null ? [] : [action.moderator_id])))];
      if (row.decided_by !== null) ids.push(row.decided_by);
      const names = new Map((await moderation.usernames(ids)).map((each) => [each.id, each.username]));
      return { target, owner: owner ?? null, names };
    },
  };

  async function targetOf(row: CaseRow): Promise<CaseTarget> {
    switch (row.target_type) {
      case 'listing': {
        const [head] = await moderation.listingHeads([row.target_id]);
        return head ? { type: 'listing', id: head.id, kind: head.kind } : { type: 'gone' };
      }
      case 'comment': {
        const thread = await moderation.commentThread(row.target_id, CONTEXT_COMMENTS);
        return thread ? { type: 'comment', thread } : { type: 'gone' };
      }
      case 'message': {
        const context = await moderation.messageContext(row.target_id, CONTEXT_MESSAGES);
        return context ? { type: 'message', ...context } : { type: 'gone' };
      }
      case 'user': {
        const account = await accountOf(row.target_id);
        return account ? { type: 'user', account } : { type: 'gone' };
      }
      case 'review': {
        const review = await moderation.reviewView(row.target_id);
        return review ? { type: 'review', review } : { type: 'gone' };
      }
    }
  }

  /** What a decision's notices name (issue 34): the listing's title and id, and its kind; nothing for a user or a message. */
  async function subjectOf(row: CaseRow, trx: Transaction<DB>): Promise<{ title?: string; listing_id?: number; listing_kind?: ListingKind }> {
    const subject = await moderation.subjectOf(row.target_type, row.target_id, trx);
    return subject ? { title: subject.title, listing_id: subject.listingId, listing_kind: subject.kind } : {};
  }

  /** Hides or shows a case's listing, comment or review only when it is not so already (reconsider); false when it was. */
  async function moveContent(row: CaseRow, move: 'hide' | 'restore', reason: string | null, trx: Transaction<DB>): Promise<boolean> {
    if (row.target_type === 'listing') return moveListing(row.target_id, move, reason, trx);
    if (row.target_type !== 'comment' && row.target_type !== 'review') return false;
    if (!(await moderation.claimHidden(row.target_type, row.target_id, move === 'hide', reason, trx))) return false;
    if (row.target_type === 'review') await (move === 'hide' ? reviews.hide(row.target_id, reason ?? '', trx) : reviews.release(row.target_id, trx));
    return true;
  }

  /** What a decision does to its target and its owner, inside the decision's transaction. */
  async function applyDecision(row: CaseRow, input: DecisionInput, reason: string | null, at: string, trx: Transaction<DB>): Promise<void> {
    const target: ReportTarget = row.target_type;
    switch (input.decision) {
      case 'hide':
        if (target === 'listing') await moveListing(row.target_id, 'hide', reason, trx);
        else if (target === 'review') await reviews.hide(row.target_id, reason ?? '', trx);
        else await moderation.setCommentHidden(row.target_id, reason ?? '', trx);
        return;
      case 'restore':
        if (target === 'listing') await moveListing(row.target_id, 'restore', null, trx);
        else if (target === 'review') await reviews.release(row.target_id, trx);
        else await moderation.setCommentHidden(row.target_id, null, trx);
        return;
      case 'dismiss':
        // Nothing wrong: a listing the reports hid comes back; a held review goes its way.
        if (target === 'listing' && row.rule === CASE_RULES.hiddenAfterReports) await moveListing(row.target_id, 'restore', null, trx);
        if (target === 'review') await reviews.release(row.target_id, trx);
        return;
      case 'warn':
        return;
      case 'suspend':
      case 'ban': {
        const ownerId = row.owner_id!;
        const until = input.decision === 'ban' ? BANNED_UNTIL : new Date(Date.parse(at) + input.days! * DAY).toISOString();
        await moderation.suspend(ownerId, until, trx);
        if (input.decision === 'ban') {
          const phone = await moderation.phoneOf(ownerId, trx);
          if (phone) await moderation.banPhone(phone, row.id, at, trx);
        }
        // Every session ends, and every instance closes the owner's sockets when this commits.
        await users.deleteTokensOfUser(ownerId, trx);
        await bus.publish({ type: 'sessions_ended', userId: ownerId }, trx);
        return;
      }
    }
  }
}

export type ModerationService = ReturnType<typeof createModerationService>;
