import { describe, expect, it } from 'vitest';
import { NOTICE_DATA, readNotice, readStoredNotice, type NoticeData, type NoticeDraft } from '../../src/lib/notice-data.ts';
import { NOTICE_KINDS, noticeView } from '../../src/lib/notice-kinds.ts';
import type { Notifier } from '../../src/server/notices/notifier.ts';

/** A notifier's `add` as the services call it; only its types are tried here (the calls are never run). */
declare const add: Notifier['add'];
const now = '2026-01-01T00:00:00.000Z';

describe('notice payloads: one schema per kind', () => {
  it('has a schema for every kind and no other', () => {
    expect(Object.keys(NOTICE_DATA).sort()).toEqual([...NOTICE_KINDS].sort());
  });

  it('takes each kind only with its own data (checked by tsc: each @ts-expect-error fails the type check when its line compiles)', () => {
    const chat: NoticeDraft = { userId: 1, type: 'chat_message', data: { room_id: 5, author: 'Ali' }, dedupeKey: 'chat:5' };
    const expired: NoticeDraft = {
      userId: 1,
      type: 'listing_expired',
      listingId: 7,
      data: { kind: 'service', title: 'Santexnik' },
      dedupeKey: 'listing_expired:7',
    };
    // @ts-expect-error a chat's notice without the room it opens
    const noRoom: NoticeDraft = { userId: 1, type: 'chat_message', data: { author: 'Ali' }, dedupeKey: 'chat:5' };
    // @ts-expect-error a field of the wrong type (the days of an expiry reminder are a number)
    const wrongType: NoticeData<'listing_expiring'> = { kind: 'product', title: 'Divan', days: '3', expires_at: now };
    // @ts-expect-error a field its kind does not carry
    const foreign: NoticeData<'listing_expired'> = { kind: 'product', title: 'Divan', room_id: 5 };
    // @ts-expect-error a listing kind that is none
    const noKind: NoticeData<'listing_expired'> = { kind: 'car', title: 'Divan' };
    // @ts-expect-error another kind's data under this kind (a chat's data as a review's)
    const swapped: NoticeDraft = { userId: 1, type: 'review_received', data: { room_id: 5, author: 'Ali' }, dedupeKey: 'x' };
    // @ts-expect-error a kind not known
    const unknownKind: NoticeDraft = { userId: 1, type: 'something_new', data: {}, dedupeKey: 'x' };
    const dismissed: NoticeData<'moderation_decision'> = {
      // @ts-expect-error a moderation decision that is never told (a dismissed case tells its owner nothing)
      decision: 'dismiss',
      reason: null,
      target_type: 'listing',
      target_id: 1,
      listing_kind: 'product',
      days: null,
    };
    const draws = () => [
      add([chat, expired], now),
      // @ts-expect-error the notifier itself takes only such drafts: a string type with any data does not compile
      add([{ userId: 1, type: 'chat_message' as string, data: { room_id: 5, author: 'Ali' }, dedupeKey: 'chat:5' }], now),
      add(
        [
          {
            userId: 1,
            type: 'saved_search',
            // @ts-expect-error nor a saved search's alert without its listings
            data: { search_id: 2, name: 'Cobalt', kind: 'product', path: '/search', listings: 4, unsubscribe_token: 't' },
            dedupeKey: 's',
          },
        ],
        now,
      ),
    ];
    expect([noRoom, wrongType, foreign, noKind, swapped, unknownKind, dismissed, typeof draws]).toHaveLength(8);
  });

  it('checks every payload the schemas describe at run time as tsc does at compile time', () => {
    expect(NOTICE_DATA.chat_message.safeParse({ room_id: 5, author: 'Ali' }).success).toBe(true);
    expect(NOTICE_DATA.chat_message.safeParse({ author: 'Ali' }).success).toBe(false);
    expect(NOTICE_DATA.listing_expiring.safeParse({ kind: 'product', title: 'Divan', days: '3', expires_at: now }).success).toBe(false);
  });
});

describe('reading a stored notice back with its kind’s schema', () => {
  it('reads a row as its kind’s data, leaving out what its kind does not carry', () => {
    expect(readNotice('chat_message', { room_id: 5, author: 'Ali', stray: true })).toEqual({ type: 'chat_message', data: { room_id: 5, author: 'Ali' } });
    expect(readNotice('listing_likes', { kind: 'service', title: 'Santexnik', likers: [1, 2] })).toEqual({
      type: 'listing_likes',
      data: { kind: 'service', title: 'Santexnik', likers: [1, 2] },
    });
  });

  it('reads a field that is missing or broken as absent, and the rest as written', () => {
    expect(readNotice('listing_expiring', { title: 42, days: 'x', kind: 'service' })).toEqual({ type: 'listing_expiring', data: { kind: 'service' } });
    // A row written before issue 34 named the review's author and deal: only the stars, as before.
    expect(readNotice('review_received', { target_id: 8, stars: 4 })).toEqual({ type: 'review_received', data: { target_id: 8, stars: 4 } });
    expect(readNotice('moderation_decision', { decision: 'dismiss', target_type: 'planet', reason: null })).toEqual({
      type: 'moderation_decision',
      data: { reason: null },
    });
    // Data that is no object at all is read as none.
    expect(readNotice('listing_expired', [1, 2])).toEqual({ type: 'listing_expired', data: {} });
    expect(readNotice('listing_expired', null)).toEqual({ type: 'listing_expired', data: {} });
  });

  it('reads a stored row’s JSON text the same way, and text that is not JSON as no data', () => {
    expect(readStoredNotice('listing_likes', '{"kind":"product","title":"Divan","likers":[3,4]}')).toEqual({
      type: 'listing_likes',
      data: { kind: 'product', title: 'Divan', likers: [3, 4] },
    });
    expect(readStoredNotice('listing_likes', '{"likers":[3,"x"]}')).toEqual({ type: 'listing_likes', data: {} });
    expect(readStoredNotice('listing_expired', '{not json')).toEqual({ type: 'listing_expired', data: {} });
    expect(readStoredNotice('something_new', '{}')).toBeNull();
  });

  it('knows no kind it has no schema for (shown as "something happened", with no link)', () => {
    expect(readNotice('something_new', { title: 'Divan' })).toBeNull();
    expect(readNotice('toString', {})).toBeNull();
    expect(noticeView('something_new', { title: 'Divan' }, 7)).toEqual({ key: 'other', values: {}, path: null });
    expect(noticeView('toString', {}, 7)).toEqual({ key: 'other', values: {}, path: null });
  });

  it('shows a row with broken fields as its kind without them, as before', () => {
    expect(noticeView('chat_message', { room_id: '12', author: 7 }, null, 2)).toEqual({ key: 'chat_message', values: { name: '', count: 2 }, path: '/chat' });
    expect(noticeView('moderation_decision', { decision: 'dismiss', target_type: 'listing', target_id: 9 }, null)).toEqual({
      key: 'decision_other',
      values: { reason: '', count: 0 },
      path: '/product/9',
    });
    expect(noticeView('duplicate_listing', { kind: 'service' }, 3)).toEqual({ key: 'duplicate_listing', values: {}, path: null });
  });
});
