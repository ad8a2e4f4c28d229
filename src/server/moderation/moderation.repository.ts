import { sql, type Kysely, type Transaction } from 'kysely';
import type { ListingKind } from '../../lib/listing-kinds.ts';
import type { ListingStatus } from '../../lib/listing-states.ts';
import type { ChatMessagesTable, CommentsTable, DB, ModerationCasesTable, ReportTarget, ReviewsTable, UsersTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';

type Db = Kysely<DB> | Transaction<DB>;

export type CaseRow = Selectable<ModerationCasesTable>;

/** What a target is, as a case records it: whose it is, and for a listing its kind and region (the queue's filters). */
export interface TargetFacts {
  type: ReportTarget;
  id: number;
  ownerId: number | null;
  listingKind?: ListingKind | null | undefined;
  regionId?: number | null | undefined;
}

/** The queue's filters and page. */
export interface QueueFilter {
  reason?: string | undefined;
  targetType?: ReportTarget | undefined;
  regionId?: number | undefined;
  limit: number;
  offset: number;
}

/**
 * Reports, cases and their audit log (issue 23); suspensions and banned phones (roles: users.repository). A target
 * has at most one open case (a partial unique index), claimed by an upsert so that parallel
 * reports and rules meet in one; a case is decided by one conditional UPDATE, so of two
 * moderators one wins.
 */
export function createModerationRepository(db: Kysely<DB>) {
  return {
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * The target's open case, opened if there is none, with `reports` more reports counted and
     * the rule that held it back (kept if one was there). One statement: parallel openings of
     * the same target land in one row.
     */
    async openCase(target: TargetFacts, values: { reports: 0 | 1; rule?: string | undefined; now: string }, trx: Db = db): Promise<CaseRow> {
      return trx
        .insertInto('moderation_cases')
        .values({
          target_type: target.type,
          target_id: target.id,
          owner_id: target.ownerId,
          listing_kind: (target.listingKind ?? null) as CaseRow['listing_kind'],
          region_id: target.regionId ?? null,
          rule: values.rule ?? null,
          reports_count: values.reports,
          opened_at: values.now,
          last_report_at: values.now,
        })
        .onConflict((oc) =>
          oc
            .columns(['target_type', 'target_id'])
            // The partial index's own predicate, as a literal: SQLite matches the conflict target to the index by it.
            .where('status', '=', sql.lit('open'))
            .doUpdateSet({
              reports_count: sql<number>`moderation_cases.reports_count + ${values.reports}`,
              last_report_at: values.now,
              rule: sql<string | null>`coalesce(moderation_cases.rule, excluded.rule)`,
            }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A report; undefined when the reporter has an open one on this target already (the unique index decided). */
    async insertReport(
      values: { reporterId: number; caseId: number; target: TargetFacts; reason: string; note: string | null; now: string },
      trx: Db,
    ): Promise<number | undefined> {
      const row = await trx
        .insertInto('reports')
        .values({
          reporter_id: values.reporterId,
          case_id: values.caseId,
          target_type: values.target.type,
          target_id: values.target.id,
          reason: values.reason,
          note: values.note,
          created_at: values.now,
        })
        .onConflict((oc) => oc.columns(['reporter_id', 'target_type', 'target_id']).where('status', '=', sql.lit('open')).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** How many different accounts created before `olderThan` reported the case's target since `since`. */
    async seasonedReporters(caseId: number, since: string, olderThan: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('reports')
        .innerJoin('users', 'users.id', 'reports.reporter_id')
        .select((eb) => eb.fn.count<number>('reports.reporter_id').distinct().as('n'))
        .where('reports.case_id', '=', caseId)
        .where('reports.created_at', '>=', since)
        .where('users.created_at', '<', olderThan)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * What a report's target is: whose it is and, for a listing, its kind and region; for a chat
     * message also its room (the reporter must be in it). Undefined when there is no such target.
     */
    async targetFacts(type: ReportTarget, id: number): Promise<(TargetFacts & { roomId?: number }) | undefined> {
      switch (type) {
        case 'listing': {
          const row = await db.selectFrom('listings').select(['owner_id', 'kind', 'region_id']).where('id', '=', id).executeTakeFirst();
          return row && { type, id, ownerId: row.owner_id, listingKind: row.kind, regionId: row.region_id };
        }
        case 'comment': {
          const row = await db
            .selectFrom('comments')
            .innerJoin('listings', 'listings.id', 'comments.listing_id')
            .select(['comments.author_id', 'listings.kind', 'listings.region_id'])
            .where('comments.id', '=', id)
            .executeTakeFirst();
          return row && { type, id, ownerId: row.author_id, listingKind: row.kind, regionId: row.region_id };
        }
        case 'user': {
          const row = await db
            .selectFrom('users')
            .leftJoin('locations', 'locations.id', 'users.location_id')
            .select(['users.id', 'locations.region_id'])
            .where('users.id', '=', id)
            .executeTakeFirst();
          return row && { type, id, ownerId: row.id, regionId: row.region_id };
        }
        case 'message': {
          const row = await db.selectFrom('chat_messages').select(['sender_id', 'room_id']).where('id', '=', id).executeTakeFirst();
          return row && { type, id, ownerId: row.sender_id, roomId: row.room_id };
        }
        case 'review': {
          // Only a review that shows can be reported: one nobody sees yet has nothing to report.
          const row = await db
            .selectFrom('reviews')
            .select(['author_id'])
            .where('id', '=', id)
            .where('visible_at', 'is not', null)
            .where('hidden_reason', 'is', null)
            .executeTakeFirst();
          return row && { type, id, ownerId: row.author_id };
        }
      }
    },

    /** A review as its case shows it: its words, stars and state, whom it is by and about, and its listing. */
    async reviewView(reviewId: number): Promise<ReviewView | undefined> {
      return db
        .selectFrom('reviews')
        .innerJoin('users as author', 'author.id', 'reviews.author_id')
        .innerJoin('users as target', 'target.id', 'reviews.target_id')
        .innerJoin('listings', 'listings.id', 'reviews.listing_id')
        .select([
          'reviews.id',
          'reviews.stars',
          'reviews.reasons',
          'reviews.text',
          'reviews.answer',
          'reviews.created_at',
          'reviews.visible_at',
          'reviews.held',
          'reviews.hidden_reason',
          'reviews.author_id',
          'author.username as author_name',
          'reviews.target_id',
          'target.username as target_name',
          'listings.id as listing_id',
          'listings.kind as listing_kind',
          'listings.title as listing_title',
        ])
        .where('reviews.id', '=', reviewId)
        .executeTakeFirst();
    },

    /** Whether the user is one of the room's two participants. */
    async isInRoom(roomId: number, userId: number): Promise<boolean> {
      return (
        (await db.selectFrom('chat_members').select('user_id').where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst()) !== undefined
      );
    },

    async phoneOf(userId: number, trx: Db = db): Promise<string | undefined> {
      return (await trx.selectFrom('users').select('phone_number').where('id', '=', userId).executeTakeFirst())?.phone_number;
    },

    /** One line of the audit log. */
    async logAction(values: { caseId: number; moderatorId: number | null; action: string; reason: string | null; now: string }, trx: Db = db): Promise<void> {
      await trx
        .insertInto('moderation_actions')
        .values({ case_id: values.caseId, moderator_id: values.moderatorId, action: values.action, reason: values.reason, created_at: values.now })
        .execute();
    },

    /** Decides an open case: one conditional UPDATE, undefined when it was decided already (another moderator). */
    decide(caseId: number, values: { moderatorId: number; decision: string; reason: string | null; now: string }, trx: Db): Promise<CaseRow | undefined> {
      return trx
        .updateTable('moderation_cases')
        .set({ status: 'decided', decided_by: values.moderatorId, decision: values.decision, decision_reason: values.reason, decided_at: values.now })
        .where('id', '=', caseId)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
    },

    /** Names the site's rule that put a case in the queue (its origin: reports that hid a listing, an owner's request). */
    async setRule(caseId: number, rule: string, trx: Db): Promise<void> {
      await trx.updateTable('moderation_cases').set({ rule }).where('id', '=', caseId).execute();
    },

    /** Closes the case's open reports as upheld or dismissed; their reporters, for the outcome notices. */
    async closeReports(caseId: number, outcome: 'upheld' | 'dismissed', now: string, trx: Db): Promise<Array<{ id: number; reporter_id: number }>> {
      return trx
        .updateTable('reports')
        .set({ status: outcome, decided_at: now })
        .where('case_id', '=', caseId)
        .where('status', '=', 'open')
        .returning(['id', 'reporter_id'])
        .execute();
    },

    findCase(caseId: number): Promise<CaseRow | undefined> {
      return db.selectFrom('moderation_cases').selectAll().where('id', '=', caseId).executeTakeFirst();
    },

    /** Open cases, the most recently reported first, then the most reported. */
    async openCases(filter: QueueFilter): Promise<{ rows: CaseRow[]; count: number }> {
      let query = db.selectFrom('moderation_cases').where('moderation_cases.status', '=', 'open');
      if (filter.targetType) query = query.where('moderation_cases.target_type', '=', filter.targetType);
      if (filter.regionId !== undefined) query = query.where('moderation_cases.region_id', '=', filter.regionId);
      if (filter.reason) {
        const reason = filter.reason;
        query = query.where(({ exists, selectFrom }) =>
          exists(selectFrom('reports').select('reports.id').whereRef('reports.case_id', '=', 'moderation_cases.id').where('reports.reason', '=', reason)),
        );
      }
      const [rows, counted] = await Promise.all([
        query
          .selectAll('moderation_cases')
          .orderBy('moderation_cases.last_report_at', 'desc')
          .orderBy('moderation_cases.reports_count', 'desc')
          .orderBy('moderation_cases.id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(counted.n) };
    },

    /** The reports of cases, newest first. */
    reportsOf(caseIds: number[]) {
      if (caseIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('reports')
        .select(['id', 'case_id', 'reporter_id', 'reason', 'note', 'status', 'created_at'])
        .where('case_id', 'in', caseIds)
        .orderBy('id', 'desc')
        .execute();
    },

    actionsOf(caseId: number) {
      return db
        .selectFrom('moderation_actions')
        .select(['id', 'moderator_id', 'action', 'reason', 'created_at'])
        .where('case_id', '=', caseId)
        .orderBy('id')
        .execute();
    },

    /** The owner's earlier decided cases (their history), newest first. */
    decidedCasesOf(ownerId: number, limit: number) {
      return db
        .selectFrom('moderation_cases')
        .select(['id', 'target_type', 'target_id', 'decision', 'decision_reason', 'decided_at'])
        .where('owner_id', '=', ownerId)
        .where('status', '=', 'decided')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A reporter's reports with their outcome, newest first; one of them when `reportId` is given. */
    reportsBy(reporterId: number, limit: number, reportId?: number) {
      return db
        .selectFrom('reports')
        .leftJoin('moderation_cases', 'moderation_cases.id', 'reports.case_id')
        .select([
          'reports.id',
          'reports.target_type',
          'reports.target_id',
          'reports.reason',
          'reports.note',
          'reports.status',
          'reports.created_at',
          'reports.decided_at',
          'moderation_cases.decision',
        ])
        .where('reports.reporter_id', '=', reporterId)
        .$if(reportId !== undefined, (query) => query.where('reports.id', '=', reportId!))
        .orderBy('reports.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Until when the user cannot sign in (a suspension; a ban is the far future), kept at the later of the two. */
    async suspend(userId: number, until: string, trx: Db): Promise<void> {
      await trx
        .updateTable('users')
        .set({ suspended_until: sql<string>`case when suspended_until is not null and suspended_until > ${until} then suspended_until else ${until} end` })
        .where('id', '=', userId)
        .execute();
    },

    async banPhone(phone: string, caseId: number, now: string, trx: Db): Promise<void> {
      await trx
        .insertInto('banned_phones')
        .values({ phone_number: phone, banned_at: now, case_id: caseId })
        .onConflict((oc) => oc.column('phone_number').doNothing())
        .execute();
    },

    /** Hides or shows a comment (a moderator's decision); its author still sees it, with the reason. */
    /** The listing a comment is on (its page shows it), if the comment is still there. */
    async commentListingId(commentId: number): Promise<number | undefined> {
      return (await db.selectFrom('comments').select('listing_id').where('id', '=', commentId).executeTakeFirst())?.listing_id;
    },

    async setCommentHidden(commentId: number, reason: string | null, trx: Db): Promise<boolean> {
      const rows = await trx.updateTable('comments').set({ hidden_reason: reason }).where('id', '=', commentId).returning('id').execute();
      return rows.length > 0;
    },

    // The moderators' pages (moderation-pages.ts): bounded reads of what a case is about.

    /** The listings a queue page names: kind, title, state and first photo. */
    async listingHeads(ids: number[]): Promise<Array<{ id: number; kind: ListingKind; title: string; status: ListingStatus; image_key: string | null }>> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('listings')
        .select(['listings.id', 'listings.kind', 'listings.title', 'listings.status'])
        .select((eb) =>
          eb
            .selectFrom('listing_images')
            .select('listing_images.image_key')
            .whereRef('listing_images.listing_id', '=', 'listings.id')
            .orderBy('listing_images.position')
            .limit(1)
            .as('image_key'),
        )
        .where('listings.id', 'in', ids)
        .execute();
    },

    /**
     * What a queue page shows of its comments, messages and reviews (issue 34): the words (cut to
     * `chars`), their author and, for a review, its stars and whom it is about.
     */
    async contentHeads(ids: { comment: number[]; message: number[]; review: number[] }, chars: number): Promise<ContentHead[]> {
      const cut = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, ${chars})`;
      const [comments, messages, reviews] = await Promise.all([
        ids.comment.length === 0
          ? []
          : db
              .selectFrom('comments')
              .innerJoin('users', 'users.id', 'comments.author_id')
              .select(['comments.id', 'users.username as author'])
              .select(cut('comments.text').as('text'))
              .where('comments.id', 'in', ids.comment)
              .execute(),
        ids.message.length === 0
          ? []
          : db
              .selectFrom('chat_messages')
              .innerJoin('users', 'users.id', 'chat_messages.sender_id')
              .select(['chat_messages.id', 'users.username as author', 'chat_messages.file_type'])
              .select(cut('chat_messages.content').as('text'))
              .where('chat_messages.id', 'in', ids.message)
              .execute(),
        ids.review.length === 0
          ? []
          : db
              .selectFrom('reviews')
              .innerJoin('users as author', 'author.id', 'reviews.author_id')
              .innerJoin('users as about', 'about.id', 'reviews.target_id')
              .select(['reviews.id', 'reviews.stars', 'author.username as author', 'about.username as about'])
              .select(cut('reviews.text').as('text'))
              .where('reviews.id', 'in', ids.review)
              .execute(),
      ]);
      return [
        ...comments.map((row) => ({ type: 'comment' as const, id: row.id, author: row.author, text: row.text ?? '', stars: null, about: null })),
        ...messages.map((row) => ({
          type: 'message' as const,
          id: row.id,
          author: row.author,
          text: row.text ?? '',
          stars: null,
          about: null,
          file: row.file_type,
        })),
        ...reviews.map((row) => ({ type: 'review' as const, id: row.id, author: row.author, text: row.text ?? '', stars: row.stars, about: row.about })),
      ];
    },

    /**
     * The listing a case's target is about, for its notices (issue 34): a listing itself, the
     * listing a comment is on, the deal a review is about; undefined for a user or a message.
     */
    async subjectOf(type: ReportTarget, id: number, trx: Db = db): Promise<{ listingId: number; kind: ListingKind; title: string } | undefined> {
      const listing = trx.selectFrom('listings').select(['listings.id as listingId', 'listings.kind', 'listings.title']);
      switch (type) {
        case 'listing':
          return listing.where('listings.id', '=', id).executeTakeFirst();
        case 'comment':
          return listing.innerJoin('comments', 'comments.listing_id', 'listings.id').where('comments.id', '=', id).executeTakeFirst();
        case 'review':
          return listing.innerJoin('reviews', 'reviews.listing_id', 'listings.id').where('reviews.id', '=', id).executeTakeFirst();
        default:
          return undefined;
      }
    },

    /** The cases of one target, newest first (its history), at most `limit`. */
    casesOfTarget(type: ReportTarget, id: number, limit: number) {
      return db
        .selectFrom('moderation_cases')
        .select(['id', 'status', 'rule', 'reports_count', 'decision', 'decision_reason', 'opened_at', 'decided_at'])
        .where('target_type', '=', type)
        .where('target_id', '=', id)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Hides or shows a comment or a review only when it is not so already: one conditional write,
     * so of moderators moving it at once one does (issue 34). A review is claimed here and moved by
     * the reviews' own moderation after (its score); false when it was so already or is gone.
     */
    async claimHidden(type: 'comment' | 'review', id: number, hide: boolean, reason: string | null, trx: Db): Promise<boolean> {
      if (type === 'comment') {
        const rows = await trx
          .updateTable('comments')
          .set({ hidden_reason: hide ? (reason ?? '') : null })
          .where('id', '=', id)
          .where('hidden_reason', hide ? 'is' : 'is not', null)
          .returning('id')
          .execute();
        return rows.length > 0;
      }
      const rows = await trx
        .updateTable('reviews')
        .set({ hidden_reason: sql<string | null>`hidden_reason` })
        .where('id', '=', id)
        .where('hidden_reason', hide ? 'is' : 'is not', null)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Names of accounts (owners, moderators, senders). */
    usernames(ids: number[]): Promise<Array<{ id: number; username: string }>> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
    },

    /** An account as a moderator weighs it: its age, state, and how many listings it has. */
    async accountSummary(userId: number): Promise<AccountSummaryRow | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'username', 'created_at', 'profile_image', 'location_id', 'suspended_until'])
        .select((eb) => eb.selectFrom('listings').select(eb.fn.countAll<number>().as('n')).whereRef('listings.owner_id', '=', 'users.id').as('listings'))
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && { ...row, listings: Number(row.listings ?? 0) };
    },

    /**
     * A comment in its thread, bounded: its listing, the comment a reply answers, up to
     * `around` replies either side of it (or the first replies of a comment), and up to
     * `around` top-level comments either side of the thread, through the comments' indexes.
     */
    async commentThread(commentId: number, around: number): Promise<CommentThread | undefined> {
      const comment = await commentRows().where('comments.id', '=', commentId).executeTakeFirst();
      if (!comment) return undefined;
      const listing = await db.selectFrom('listings').select(['id', 'kind', 'title', 'status']).where('id', '=', comment.listing_id).executeTakeFirstOrThrow();
      const root = comment.parent_id === null ? comment : await commentRows().where('comments.id', '=', comment.parent_id).executeTakeFirst();
      if (!root) return { listing, comment, before: [], root: comment, replies: [comment], after: [] };
      const earlier = (row: CommentRow) =>
        sql<boolean>`(comments.created_at < ${row.created_at} or (comments.created_at = ${row.created_at} and comments.id < ${row.id}))`;
      const later = (row: CommentRow) =>
        sql<boolean>`(comments.created_at > ${row.created_at} or (comments.created_at = ${row.created_at} and comments.id > ${row.id}))`;
      const topLevel = () => commentRows().where('comments.listing_id', '=', root.listing_id).where('comments.parent_id', 'is', null);
      const replies = () => commentRows().where('comments.parent_id', '=', root.id);
      const [before, after, repliesBefore, repliesAfter] = await Promise.all([
        topLevel().where(earlier(root)).orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc').limit(around).execute(),
        topLevel().where(later(root)).orderBy('comments.created_at').orderBy('comments.id').limit(around).execute(),
        comment.parent_id === null
          ? Promise.resolve([])
          : replies().where(earlier(comment)).orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc').limit(around).execute(),
        replies()
          .where(later(comment.parent_id === null ? { ...comment, created_at: '', id: 0 } : comment))
          .orderBy('comments.created_at')
          .orderBy('comments.id')
          .limit(around)
          .execute(),
      ]);
      return {
        listing,
        comment,
        before: before.reverse(),
        root,
        replies: [...repliesBefore.reverse(), ...(comment.parent_id === null ? [] : [comment]), ...repliesAfter],
        after,
      };
    },

    /** A chat message with up to `around` messages of its conversation either side (chat_messages_room_idx, by id). */
    async messageContext(messageId: number, around: number): Promise<{ message: MessageRow; before: MessageRow[]; after: MessageRow[] } | undefined> {
      const message = await messageRows().where('chat_messages.id', '=', messageId).executeTakeFirst();
      if (!message) return undefined;
      const [before, after] = await Promise.all([
        messageRows()
          .where('chat_messages.room_id', '=', message.room_id)
          .where('chat_messages.id', '<', message.id)
          .orderBy('chat_messages.id', 'desc')
          .limit(around)
          .execute(),
        messageRows()
          .where('chat_messages.room_id', '=', message.room_id)
          .where('chat_messages.id', '>', message.id)
          .orderBy('chat_messages.id')
          .limit(around)
          .execute(),
      ]);
      return { message, before: before.reverse(), after };
    },
  };

  function commentRows() {
    return db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.author_id')
      .select([
        'comments.id',
        'comments.listing_id',
        'comments.author_id',
        'users.username',
        'comments.parent_id',
        'comments.text',
        'comments.created_at',
        'comments.hidden_reason',
      ]);
  }

  function messageRows() {
    return db
      .selectFrom('chat_messages')
      .innerJoin('users', 'users.id', 'chat_messages.sender_id')
      .select([
        'chat_messages.id',
        'chat_messages.room_id',
        'chat_messages.sender_id',
        'users.username',
        'chat_messages.content',
        'chat_messages.file_type',
        'chat_messages.created_at',
      ]);
  }
}

type Row<T> = Selectable<T>;
/** Who wrote a thing, by name (joined from users). */
type ByName = Pick<Row<UsersTable>, 'username'>;

export type AccountSummaryRow = Pick<Row<UsersTable>, 'id' | 'username' | 'created_at' | 'profile_image' | 'location_id' | 'suspended_until'> & {
  listings: number;
};

export type CommentRow = Pick<Row<CommentsTable>, 'id' | 'listing_id' | 'author_id' | 'parent_id' | 'text' | 'created_at' | 'hidden_reason'> & ByName;

export interface CommentThread {
  listing: { id: number; kind: ListingKind; title: string; status: ListingStatus };
  comment: CommentRow;
  /** Top-level comments before and after the thread, oldest first. */
  before: CommentRow[];
  root: CommentRow;
  /** Replies around the comment (the comment among them when it is a reply), oldest first. */
  replies: CommentRow[];
  after: CommentRow[];
}

/** A comment, message or review as a queue row names it. */
export interface ContentHead {
  type: 'comment' | 'message' | 'review';
  id: number;
  author: string;
  text: string;
  stars: number | null;
  about: string | null;
  file?: string | null;
}

export type ReviewView = Pick<
  Row<ReviewsTable>,
  'id' | 'stars' | 'reasons' | 'text' | 'answer' | 'created_at' | 'visible_at' | 'held' | 'hidden_reason' | 'author_id' | 'target_id' | 'listing_id'
> & { author_name: string; target_name: string; listing_kind: ListingKind; listing_title: string };

export type MessageRow = Pick<Row<ChatMessagesTable>, 'id' | 'room_id' | 'sender_id' | 'content' | 'file_type' | 'created_at'> & ByName;

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
