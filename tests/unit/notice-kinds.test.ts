import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, NOTICE_TOPICS, noticeView } from '../../src/lib/notice-kinds.ts';
import { LOCALES } from '../../src/lib/locales.ts';
import { getT } from '../../src/server/i18n.ts';

describe('what a notice says and where it leads', () => {
  it('sends an expiry reminder to the owner’s list of that kind, with the days left', () => {
    expect(noticeView('listing_expiring', { kind: 'service', title: 'Santexnik', days: 3 }, 7)).toEqual({
      key: 'listing_expiring',
      values: { title: 'Santexnik', count: 3 },
      path: '/my-services',
    });
    expect(noticeView('listing_expired', { kind: 'product', title: 'Divan' }, 7).path).toBe('/my-products?status=expired');
  });

  it('opens the review form of a deal due, and the profile when the deal is not named', () => {
    expect(noticeView('review_due', { title: 'Divan', other_id: 5 }, 7).path).toBe('/review?listing=7&to=5');
    expect(noticeView('review_due', { title: 'Divan' }, null).path).toBe('/myprofile#reviews-due');
  });

  it('words a moderator’s decision by what it was, and a report’s outcome', () => {
    expect(
      noticeView('moderation_decision', { decision: 'hide', reason: 'Spam', target_type: 'listing', target_id: 9, listing_kind: 'service' }, null),
    ).toEqual({ key: 'decision_hide', values: { reason: 'Spam', count: 0 }, path: '/service/9' });
    expect(noticeView('moderation_decision', { decision: 'suspend', days: 7, target_type: 'user', target_id: 3 }, null)).toMatchObject({
      key: 'decision_suspend',
      values: { count: 7 },
      path: null,
    });
    expect(noticeView('report_outcome', { outcome: 'upheld' }, null).key).toBe('report_upheld');
    expect(noticeView('report_outcome', { outcome: 'dismissed' }, null).key).toBe('report_dismissed');
  });

  it('names the listing a moderator hid or restored and links it, the listing a hidden comment is on, and what a report was about (issue 34)', () => {
    const hid = noticeView(
      'moderation_decision',
      { decision: 'hide', reason: 'Spam', target_type: 'listing', target_id: 9, listing_kind: 'service', title: 'Santexnik', listing_id: 9 },
      9,
    );
    expect(hid).toEqual({ key: 'decision_hide_service', values: { reason: 'Spam', count: 0, title: 'Santexnik' }, path: '/service/9' });
    expect(getT('ru', 'notices')(hid.key, hid.values)).toBe('Модератор скрыл вашу услугу «Santexnik». Причина: Spam');
    const comment = noticeView(
      'moderation_decision',
      { decision: 'restore', reason: null, target_type: 'comment', target_id: 4, listing_kind: 'product', title: 'Divan', listing_id: 7 },
      7,
    );
    expect(comment).toMatchObject({ key: 'decision_restore_comment', path: '/product/7#comments' });
    expect(getT('en', 'notices')(comment.key, comment.values)).toBe('A moderator restored your comment on “Divan”.');
    expect(noticeView('report_outcome', { outcome: 'dismissed', target_type: 'listing', target_id: 7, title: 'Divan' }, null)).toEqual({
      key: 'report_dismissed_listing',
      values: { title: 'Divan' },
      path: '/myprofile#my-reports',
    });
    // A user's case names no listing: the words it always had.
    expect(noticeView('report_outcome', { outcome: 'upheld', target_type: 'user', target_id: 3 }, null).key).toBe('report_upheld');
    const review = noticeView('review_received', { target_id: 8, stars: 5, author: 'Ali', title: 'Divan' }, 3);
    expect(getT('uz', 'notices')(review.key, review.values)).toBe('Ali «Divan» kelishuvi haqida sizga sharh qoldirdi: 5★.');
  });

  it('opens the comments of the listing a comment or reply was written on, naming its author', () => {
    expect(noticeView('listing_comment', { kind: 'service', title: 'Santexnik', author: 'Ali' }, 4)).toEqual({
      key: 'listing_comment',
      values: { name: 'Ali', title: 'Santexnik' },
      path: '/service/4#comments',
    });
    expect(noticeView('comment_reply', { kind: 'product', title: 'Divan', author: 'Vali' }, 5).path).toBe('/product/5#comments');
  });

  it('still shows a kind it does not know, and data that is not what it expects', () => {
    expect(noticeView('something_new', {}, null)).toEqual({ key: 'other', values: {}, path: null });
    expect(noticeView('listing_expiring', { title: 42, days: 'x' }, null)).toMatchObject({ values: { title: '', count: 1 } });
  });

  it('says how many messages a chat’s notice stands for, and opens that chat', () => {
    expect(noticeView('chat_message', { room_id: 12, author: 'Ali' }, null, 3)).toEqual({
      key: 'chat_message',
      values: { name: 'Ali', count: 3 },
      path: '/chat/12',
    });
    expect(getT('en', 'notices')('chat_message', { name: 'Ali', count: 1 })).toBe('Ali: 1 new message');
    expect(getT('ru', 'notices')('chat_message', { name: 'Ali', count: 3 })).toBe('Ali: 3 новых сообщения');
    expect(getT('ru', 'notices')('chat_message', { name: 'Ali', count: 5 })).toBe('Ali: 5 новых сообщений');
  });

  it('batches a listing’s likes into one notice that opens the listing', () => {
    expect(noticeView('listing_likes', { kind: 'service', title: 'Santexnik' }, 4, 5)).toEqual({
      key: 'listing_likes',
      values: { title: 'Santexnik', count: 5 },
      path: '/service/4',
    });
    expect(getT('en', 'notices')('listing_likes', { title: 'Divan', count: 5 })).toBe('5 people liked your listing “Divan”.');
    expect(getT('en', 'notices')('listing_likes', { title: 'Divan', count: 1 })).toBe('1 person liked your listing “Divan”.');
    expect(getT('uz', 'notices')('listing_likes', { title: 'Divan', count: 5 })).toBe('«Divan» eʼloningizni 5 kishi yoqtirdi.');
  });

  it('opens the reviews of the person reviewed, with the stars given', () => {
    expect(noticeView('review_received', { target_id: 8, stars: 4 }, 3)).toEqual({ key: 'review_received', values: { stars: 4 }, path: '/user/8#reviews' });
    expect(getT('en', 'notices')('review_received', { stars: 4 })).toBe('You got a review: 4★.');
  });

  it('counts a saved search’s new listings and opens the search', () => {
    expect(noticeView('saved_search', { search_id: 2, name: 'Cobalt', listings: 4 }, null)).toEqual({
      key: 'saved_search',
      values: { name: 'Cobalt', count: 4 },
      path: '/saved-searches/2',
    });
    expect(getT('ru', 'notices')('saved_search', { name: 'Cobalt', count: 1 })).toBe('1 новое объявление по вашему поиску «Cobalt».');
  });

  it('has a text for every kind and every topic in every language', () => {
    for (const locale of LOCALES) {
      const t = getT(locale, 'notices');
      for (const kind of NOTICE_KINDS) {
        const view = noticeView(kind, { decision: 'warn' }, 1, 2);
        expect(t(view.key, view.values), `${locale} ${kind}`).not.toBe(view.key);
      }
      for (const topic of NOTICE_TOPICS) expect(t(`topic_${topic}`), `${locale} ${topic}`).not.toBe(`topic_${topic}`);
    }
  });
});
