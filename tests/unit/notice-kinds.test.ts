import { describe, expect, it } from 'vitest';
import { noticeView } from '../../src/lib/notice-kinds.ts';

describe('what a notice says and where it leads', () => {
  it('sends an expiry reminder to the owner’s list of that kind, with the days left', () => {
    expect(noticeView('listing_expiring', { kind: 'service', title: 'Santexnik', days: 3 }, 7)).toEqual({ key: 'listing_expiring', values: { title: 'Santexnik', count: 3 }, path: '/my-services' });
    expect(noticeView('listing_expired', { kind: 'product', title: 'Divan' }, 7).path).toBe('/my-products?status=expired');
  });

  it('opens the review form of a deal due, and the profile when the deal is not named', () => {
    expect(noticeView('review_due', { title: 'Divan', other_id: 5 }, 7).path).toBe('/review?listing=7&to=5');
    expect(noticeView('review_due', { title: 'Divan' }, null).path).toBe('/myprofile#reviews-due');
  });

  it('words a moderator’s decision by what it was, and a report’s outcome', () => {
    expect(noticeView('moderation_decision', { decision: 'hide', reason: 'Spam', target_type: 'listing', target_id: 9, listing_kind: 'service' }, null)).toEqual({ key: 'decision_hide', values: { reason: 'Spam', count: 0 }, path: '/service/9' });
    expect(noticeView('moderation_decision', { decision: 'suspend', days: 7, target_type: 'user', target_id: 3 }, null)).toMatchObject({ key: 'decision_suspend', values: { count: 7 }, path: null });
    expect(noticeView('report_outcome', { outcome: 'upheld' }, null).key).toBe('report_upheld');
    expect(noticeView('report_outcome', { outcome: 'dismissed' }, null).key).toBe('report_dismissed');
  });

  it('opens the comments of the listing a comment or reply was written on, naming its author', () => {
    expect(noticeView('listing_comment', { kind: 'service', title: 'Santexnik', author: 'Ali' }, 4)).toEqual({ key: 'listing_comment', values: { name: 'Ali', title: 'Santexnik' }, path: '/service/4#comments' });
    expect(noticeView('comment_reply', { kind: 'product', title: 'Divan', author: 'Vali' }, 5).path).toBe('/product/5#comments');
  });

  it('still shows a kind it does not know, and data that is not what it expects', () => {
    expect(noticeView('something_new', {}, null)).toEqual({ key: 'other', values: {}, path: null });
    expect(noticeView('listing_expiring', { title: 42, days: 'x' }, null)).toMatchObject({ values: { title: '', count: 1 } });
  });
});
