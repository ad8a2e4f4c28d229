import { z } from 'zod';
import { LISTING_KIND_NAMES } from './listing-kinds.ts';
import { REPORT_TARGETS } from './report-reasons.ts';

/**
 * What each kind of notice carries (its `data`), stated once: the services write a notice as
 * `{ type, data }` of one kind (`NoticeDraft`: a payload not of its kind does not compile), and
 * the notice centre and Telegram read a stored row back with the same schema (`readNotice`).
 */
const kind = z.enum(LISTING_KIND_NAMES);
const title = z.string();
const target_type = z.enum(REPORT_TARGETS);
/** Issue 34: the listing a moderated or reported thing is on, named by its title (rows written before lack them). */
const subject = { title: title.optional(), listing_id: z.number().optional(), listing_kind: kind.optional() };
/** A listing of a saved search's alert, as Telegram shows it. */
const alertItem = z.object({ id: z.number(), kind, title, price: z.number().nullable(), place: z.string(), photo: z.string().nullable() });
/** A listing of a saved search's alert as it is written: its place already in the reader's language. */
export type AlertItem = z.output<typeof alertItem>;
/** A new comment or reply: on whose listing, by whom. */
const comment = z.object({ kind, title, author: z.string(), comment_id: z.number() });

export const NOTICE_DATA = {
  listing_expiring: z.object({ kind, title, days: z.number(), expires_at: z.string() }),
  listing_expired: z.object({ kind, title }),
  duplicate_listing: z.object({ earlier_listing_id: z.number(), kind: kind.nullable() }),
  moderation_decision: z.object({
    decision: z.enum(['hide', 'restore', 'warn', 'suspend', 'ban']),
    reason: z.string().nullable(),
    target_type,
    target_id: z.number(),
    ...subject,
    listing_kind: kind.nullable(),
    days: z.number().nullable(),
  }),
  report_outcome: z.object({ outcome: z.enum(['upheld', 'dismissed']), target_type, target_id: z.number(), ...subject }),
  review_due: z.object({ kind, title, other_id: z.number(), role: z.enum(['seller', 'buyer']), closes_at: z.string() }),
  // Issue 34: who wrote it and the deal; a row written before says only the stars.
  review_received: z.object({ target_id: z.number(), stars: z.number(), author: z.string().optional(), title: title.optional(), kind: kind.optional() }),
  listing_comment: comment,
  comment_reply: comment,
  chat_message: z.object({ room_id: z.number(), author: z.string() }),
  // `likers`: whom the notice counted already (likes.service.ts), the server's to know, never shown.
  listing_likes: z.object({ kind, title, likers: z.array(z.number()) }),
  // A safe deal's step (issue 39): the deal, the step (lib/safe-deal.ts's move, or `request`), the reader's side, the listing's title.
  deal: z.object({ deal_id: z.number(), move: z.string(), role: z.enum(['buyer', 'seller', 'moderator']), title }),
  saved_search: z.object({
    search_id: z.number(),
    name: z.string(),
    kind,
    path: z.string(),
    listings: z.number(),
    items: z.array(alertItem),
    unsubscribe_token: z.string(),
  }),
  // Issue 39: a difference the daily books check found, told to every moderator (deals/books.service.ts).
  ledger_finding: z.object({ finding_id: z.number(), kind: z.string(), subject: z.string() }),
};

export type NoticeDataKind = keyof typeof NOTICE_DATA;
/** What a notice of kind `K` carries, as it is written. */
export type NoticeData<K extends NoticeDataKind> = z.input<(typeof NOTICE_DATA)[K]>;

/**
 * A notice as a service writes it: one kind with its own data. Its `dedupeKey` makes the same
 * event tell its user once; a grouped kind's key names the group (a chat, a listing's likes).
 */
export type NoticeDraft = {
  [K in NoticeDataKind]: { userId: number; type: K; listingId?: number | null | undefined; data: NoticeData<K>; dedupeKey: string };
}[NoticeDataKind];

/** A stored notice read back: its kind and what of its data the kind's schema accepts. */
export type ReadNotice = { [K in NoticeDataKind]: { type: K; data: Partial<z.output<(typeof NOTICE_DATA)[K]>> } }[NoticeDataKind];

/**
 * The reading schema of each kind, made from the writing one: every field is read on its own, and
 * one that is missing or does not parse is as if absent. So a row written before a kind carried a
 * field (issue 34's titles) shows as it did, and a broken value never hides the rest.
 */
const READERS = Object.fromEntries(
  Object.entries(NOTICE_DATA).map(([type, schema]) => [
    type,
    z.object(Object.fromEntries(Object.entries(schema.shape).map(([field, each]) => [field, each.optional().catch(undefined)]))),
  ]),
) as Record<string, z.ZodType<Record<string, unknown>>>;

const isKind = (type: string): type is NoticeDataKind => Object.hasOwn(NOTICE_DATA, type);

/** A stored notice's kind and data (the row's JSON, parsed), or null for a kind not known here. */
export function readNotice(type: string, data: unknown): ReadNotice | null {
  if (!isKind(type)) return null;
  const value = data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return { type, data: READERS[type]!.parse(value) } as ReadNotice;
}

/** A stored row's JSON text read as its kind's notice (`readNotice`); text that is not JSON reads as no data. */
export function readStoredNotice(type: string, json: string): ReadNotice | null {
  let data: unknown = {};
  try {
    data = JSON.parse(json);
  } catch {
    // A broken row shows as its kind with nothing known, as a missing field does.
  }
  return readNotice(type, data);
}
