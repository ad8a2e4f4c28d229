import type { ProductComment, Reply, ServiceComment } from '../../lib/schemas/shapes.ts';
import { cleanUserText, COMMENT_MAX } from '../../lib/user-text.ts';
import type { UserRefs } from '../accounts/user-refs.ts';
import type { Clock } from '../clock.ts';
import { LISTING_KINDS, type ListingKind } from '../../lib/listing-kinds.ts';
import { isWithheld } from '../../lib/listing-visibility.ts';
import { AppError, fieldError } from '../errors.ts';
import type { ListingRow, ListingsRepository } from '../listings/listings.repository.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import type { Quotas } from '../rate-limit/quotas.ts';
import { listingChangeTags, pageTags } from '../page-cache/policy.ts';
import type { CommentRow, CommentsRepository } from './comments.repository.ts';
import type { ContentScreen } from '../moderation/content-screen.ts';
import type { NoticeDraft } from '../../lib/notice-data.ts';
import type { Notifier } from '../notices/notifier.ts';
import type { DB } from '../db/schema.ts';
import type { Transaction } from 'kysely';

/** A comment as its family answers it: `service_id` on services, `product_id` on products. */
export type Comment = ServiceComment | ProductComment;

/** Where a comment was addressed: its listing's kind, and the listing when the path names one. */
export interface CommentScope {
  kind: ListingKind;
  listingId?: number;
}

/**
 * Comments on services and products (spec/API.md "Comments"): newest first, one level of
 * replies (a reply to a reply joins the same comment), edits and deletes by the author only,
 * likes. Text is cleaned (lib/user-text.ts) and 1–1000 characters. A new or deleted comment
 * changes its listing's page and counts (service cards show them); an edit or a like, the page.
 */
export function createCommentsService(deps: {
  comments: CommentsRepository;
  listings: ListingsRepository;
  userRefs: UserRefs;
  /** What the listing's owner and the answered author are told (issue 25). */
  notifier: Notifier;
  pages: PageInvalidation;
  quotas: Quotas;
  clock: Clock;
  screen: ContentScreen;
}) {
  const { comments, listings, userRefs, notifier, pages, quotas, clock, screen } = deps;

  /**
   * What the listing's owner and the answered comment's author are told of a new comment or reply
   * (issue 25), written with it: never the writer themselves, once each.
   */
  async function tellOf(
    listing: Pick<ListingRow, 'id' | 'kind' | 'title' | 'owner_id' | 'status'>,
    authorId: number,
    answered: { id: number; author_id: number } | null,
  ) {
    const author = (await userRefs([authorId])).get(authorId)?.username ?? '';
    return (id: number, trx: Transaction<DB>) => {
      const data = { kind: listing.kind, title: listing.title, author, comment_id: answered?.id ?? id };
      const told: NoticeDraft[] = [];
      // A hidden listing is its owner's only (lib/listing-visibility.ts): nobody else hears of it, its title included.
      if (answered && answered.author_id !== authorId && !(isWithheld(listing.status) && answered.author_id !== listing.owner_id))
        told.push({ userId: answered.author_id, type: 'comment_reply', listingId: listing.id, data, dedupeKey: `comment:${id}` });
      if (listing.owner_id !== authorId && listing.owner_id !== answered?.author_id)
        told.push({ userId: listing.owner_id, type: 'listing_comment', listingId: listing.id, data, dedupeKey: `comment:${id}` });
      return notifier.add(told, clock().toISOString(), trx);
    };
  }

  function cleanText(text: string, blankKey: 'enter_comment' | 'reply_info'): string {
    const clean = cleanUserText(text);
    if (clean === '') throw fieldError('text', blankKey);
    if ([...clean].length > COMMENT_MAX) throw fieldError('text', 'comment_too_long', { max: COMMENT_MAX });
    return clean;
  }

  /** The listing of this kind, if the viewer may see it (lib/listing-visibility.ts): a hidden one is as missing as a deleted one. */
  async function requireListing(kind: ListingKind, listingId: number, viewerId: number | null): Promise<ListingRow> {
    const row = await listings.findVisibleRow(listingId, viewerId);
    if (!row || row.kind !== kind) throw new AppError('not_found');
    return row;
  }

  /**
   * A block holds beyond the chat (issue 23): someone the listing's owner, or the author of the
   * comment answered, blocked may not comment there. Read before the insert: a block made while
   * a comment is on its way lets that one comment through, as a message sent just before would.
   */
  async function refuseBlocked(authorId: number, blockers: number[]): Promise<void> {
    for (const blocker of new Set(blockers)) if (blocker !== authorId && (await comments.hasBlocked(blocker, authorId))) throw new AppError('comment_blocked');
  }

  /**
   * The comment, if it is on a listing of the scope's kind (and that listing, when named) that
   * the viewer may see, and it is not one a moderator hid from everyone but its author (as the
   * lists show them); with its listing. A like names no kind: any.
   */
  async function requireComment(id: number, scope: Partial<CommentScope>, viewerId: number | null): Promise<{ row: CommentRow; listing: ListingRow }> {
    const row = await comments.findById(id);
    if (!row || (scope.listingId !== undefined && row.listing_id !== scope.listingId)) throw new AppError('not_found');
    if (row.hidden_reason !== null && row.author_id !== viewerId) throw new AppError('not_found');
    const listing = await listings.findVisibleRow(row.listing_id, viewerId);
    if (!listing || (scope.kind !== undefined && listing.kind !== scope.kind)) throw new AppError('not_found');
    return { row, listing };
  }

  /** Why a write that holds the author changed nothing: the comment is gone (404), or it is someone else's (403). */
  async function refuseWrite(id: number): Promise<never> {
    throw new AppError((await comments.findById(id)) ? 'not_author' : 'not_found');
  }

  async function shape(rows: CommentRow[], kind: ListingKind): Promise<Comment[]> {
    const people = await userRefs(rows.map((row) => row.author_id));
    return rows.map((row) => ({
      id: row.id,
      text: row.text,
      ...({ [LISTING_KINDS[kind].fields.listingId]: row.listing_id } as { product_id: number } | { service_id: number }),
      created_at: row.created_at,
      updated_at: row.updated_at,
      likes: Number(row.likes_count),
      replies_count: Number(row.replies_count),
      user: people.get(row.author_id)!,
      ...(row.hidden_reason !== null && { hidden_reason: row.hidden_reason }),
    }));
  }

  async function shapeReplies(rows: CommentRow[]): Promise<Reply[]> {
    const people = await userRefs(rows.map((row) => row.author_id));
    return rows.map((row) => ({
      id: row.id,
      text: row.text,
      created_at: row.created_at,
      updated_at: row.updated_at,
      likes: Number(row.likes_count),
      user: people.get(row.author_id)!,
      ...(row.hidden_reason !== null && { hidden_reason: row.hidden_reason }),
    }));
  }

  /** A write whose parent may vanish meanwhile: the foreign key refuses, the client hears 404. */
  async function insertOrGone(values: Parameters<CommentsRepository['insert']>[0], told?: Parameters<CommentsRepository['insert']>[1]): Promise<number> {
    try {
      return await comments.insert(values, told);
    } catch (error) {
      if (!(await listings.findRow(values.listingId)) || (values.parentId !== null && !(await comments.findById(values.parentId))))
        throw new AppError('not_found');
      throw error;
    }
  }

  /**
   * A like or unlike of a comment that may be deleted meanwhile (then a 404, not a failure).
   * The count shows on its listing's page, whose cached copies are dropped.
   */
  async function changeLike(id: number, userId: number, work: () => Promise<number>): Promise<CommentRow> {
    const { row } = await requireComment(id, {}, userId);
    let likes: number;
    try {
      likes = await work();
    } catch (error) {
      if (!(await comments.findById(id))) throw new AppError('not_found');
      throw error;
    }
    await pages.changed([pageTags.listing(row.listing_id)]);
    return { ...row, likes_count: likes };
  }

  return {
    /** A page of comments; one a moderator hid is in it for its author (`viewerId`) only, with `hidden_reason`; the count includes it. */
    async list(
      kind: ListingKind,
      listingId: number,
      page: number,
      pageSize: number,
      viewerId: number | null = null,
    ): Promise<{ records: Comment[]; count: number; countCapped: boolean }> {
      await requireListing(kind, listingId, viewerId);
      const [rows, count] = await Promise.all([comments.listTopLevel(listingId, (page - 1) * pageSize, pageSize, viewerId), comments.countTopLevel(listingId)]);
      return { records: await shape(rows, kind), count, countCapped: false };
    },

    async create(kind: ListingKind, listingId: number, authorId: number, text: string): Promise<Comment> {
      const clean = cleanText(text, 'enter_comment');
      const listing = await requireListing(kind, listingId, authorId);
      await refuseBlocked(authorId, [listing.owner_id]);
      const told = await tellOf(listing, authorId, null);
      const id = await quotas.spend('comments', authorId, () =>
        insertOrGone({ listingId, authorId, parentId: null, text: clean, now: clock().toISOString() }, told),
      );
      await pages.changed(listingChangeTags(kind, listingId));
      // Published, and held for review when it breaks a rule (issue 23).
      await screen.text({ type: 'comment', id, ownerId: authorId, listingKind: kind }, clean);
      return (await shape([(await comments.findById(id))!], kind))[0]!;
    },

    async update(id: number, userId: number, text: string, scope: CommentScope): Promise<Comment | Reply> {
      const { row } = await requireComment(id, scope, userId);
      const clean = cleanText(text, row.parent_id === null ? 'enter_comment' : 'reply_info');
      if (!(await comments.updateText(id, userId, clean, clock().toISOString()))) await refuseWrite(id);
      await pages.changed([pageTags.listing(row.listing_id)]);
      const updated = (await comments.findById(id))!;
      return row.parent_id === null ? (await shape([updated], scope.kind))[0]! : (await shapeReplies([updated]))[0]!;
    },

    async delete(id: number, userId: number, scope: CommentScope): Promise<void> {
      const { row } = await requireComment(id, scope, userId);
      if (!(await comments.delete(id, userId))) await refuseWrite(id);
      await pages.changed(listingChangeTags(scope.kind, row.listing_id));
    },

    async replies(id: number, scope: CommentScope, viewerId: number | null = null): Promise<Reply[]> {
      const { row } = await requireComment(id, scope, viewerId);
      return shapeReplies(row.parent_id === null ? await comments.listReplies(id, viewerId) : []);
    },

    /** A reply; to a reply, it joins the comment that one answers (replies are one level deep). */
    async reply(id: number, authorId: number, text: string, scope: CommentScope): Promise<Reply> {
      const clean = cleanText(text, 'reply_info');
      const { row, listing } = await requireComment(id, scope, authorId);
      const parentId = row.parent_id ?? row.id;
      await refuseBlocked(authorId, [row.author_id, listing.owner_id]);
      // The one answered is the author of the comment or reply answered; the notice opens its thread.
      const told = await tellOf(listing, authorId, { id: parentId, author_id: row.author_id });
      const replyId = await quotas.spend('comments', authorId, () =>
        insertOrGone({ listingId: row.listing_id, authorId, parentId, text: clean, now: clock().toISOString() }, told),
      );
      await pages.changed(listingChangeTags(scope.kind, row.listing_id));
      await screen.text({ type: 'comment', id: replyId, ownerId: authorId, listingKind: scope.kind }, clean);
      return (await shapeReplies([(await comments.findById(replyId))!]))[0]!;
    },

    /** A like of someone else's comment: its author's own is refused (403 `own_comment_like`), as the page never offers it. */
    async like(id: number, userId: number): Promise<{ liked: true; likes: number }> {
      const liked = await changeLike(id, userId, async () => {
        const row = await comments.findById(id);
        if (row?.author_id === userId) throw new AppError('own_comment_like');
        return comments.like(id, userId, clock().toISOString());
      });
      return { liked: true, likes: Number(liked.likes_count) };
    },

    async unlike(id: number, userId: number): Promise<{ liked: false; likes: number }> {
      return { liked: false, likes: Number((await changeLike(id, userId, () => comments.unlike(id, userId))).likes_count) };
    },

    likedIds(userId: number, listingId?: number): Promise<number[]> {
      return comments.likedIds(userId, listingId);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
