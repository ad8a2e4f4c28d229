import { describe, expect, it } from 'vitest';
import { formatScore } from '../../src/lib/format.ts';
import { editable, eligibility, epochWeight, needsReason, revealBy, scoreAt, SCORE } from '../../src/lib/review-rules.ts';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const talk = (firstAt: string, buyerMessages = 2, sellerMessages = 2) => ({ firstAt, buyerMessages, sellerMessages });

describe('who may review whom', () => {
  it('opens a sale for 30 days from the sale', () => {
    const facts = { sellerId: 1, soldAt: '2026-11-01T10:00:00.000Z', conversation: null };
    expect(eligibility(facts, at('2026-11-01T10:00:00.000Z'))).toEqual({ ok: true, closesAt: '2026-12-01T10:00:00.000Z', via: 'sale' });
    expect(eligibility(facts, at('2026-12-01T10:00:00.000Z'))).toEqual({ ok: false, code: 'review_window_closed' });
  });

  it('opens a conversation 24 hours after its first message when each side sent 2, until 30 days after it', () => {
    const facts = { sellerId: 1, soldAt: null, conversation: talk('2026-11-01T10:00:00.000Z') };
    expect(eligibility(facts, at('2026-11-02T09:59:59.999Z'))).toEqual({ ok: false, code: 'review_too_early' });
    expect(eligibility(facts, at('2026-11-02T10:00:00.000Z'))).toMatchObject({ ok: true, via: 'conversation', closesAt: '2026-12-01T10:00:00.000Z' });
    expect(eligibility(facts, at('2026-12-01T10:00:00.000Z'))).toEqual({ ok: false, code: 'review_window_closed' });
  });

  it('refuses a conversation where one side sent fewer than 2 messages, and no deal at all', () => {
    expect(eligibility({ sellerId: 1, soldAt: null, conversation: talk('2026-11-01T10:00:00.000Z', 2, 1) }, at('2026-11-05T00:00:00.000Z'))).toEqual({
      ok: false,
      code: 'review_no_deal',
    });
    expect(eligibility({ sellerId: 1, soldAt: null, conversation: null }, at('2026-11-05T00:00:00.000Z'))).toEqual({ ok: false, code: 'review_no_deal' });
  });

  it('lets a sale open reviews before the conversation’s 24 hours are up', () => {
    const facts = { sellerId: 1, soldAt: '2026-11-01T12:00:00.000Z', conversation: talk('2026-11-01T10:00:00.000Z') };
    expect(eligibility(facts, at('2026-11-01T13:00:00.000Z'))).toMatchObject({ ok: true, via: 'sale' });
  });
});

describe('what a review needs and when it shows', () => {
  it('asks for a reason at 3 stars or fewer', () => {
    expect([1, 2, 3, 4, 5].map(needsReason)).toEqual([true, true, true, false, false]);
  });

  it('shows a lone review 14 days after it was written, and lets its author edit it 48 hours while it does not show', () => {
    expect(revealBy('2026-11-01T10:00:00.000Z')).toBe('2026-11-15T10:00:00.000Z');
    const review = { created_at: '2026-11-01T10:00:00.000Z', visible_at: null };
    expect(editable(review, at('2026-11-03T09:59:59.000Z'))).toBe(true);
    expect(editable(review, at('2026-11-03T10:00:00.000Z'))).toBe(false);
    expect(editable({ ...review, visible_at: '2026-11-01T11:00:00.000Z' }, at('2026-11-01T12:00:00.000Z'))).toBe(false);
  });
});

describe('the score', () => {
  const now = at('2026-11-26T00:00:00.000Z');
  const sums = (reviews: Array<{ stars: number; at: string }>) => ({
    weightedStars: reviews.reduce((sum, each) => sum + epochWeight(each.at) * each.stars, 0),
    weight: reviews.reduce((sum, each) => sum + epochWeight(each.at), 0),
    count: reviews.length,
  });

  it('is null under 3 reviews ("New seller")', () => {
    expect(
      scoreAt(
        sums([
          { stars: 5, at: now.toISOString() },
          { stars: 5, at: now.toISOString() },
        ]),
        now,
      ),
    ).toBeNull();
  });

  it('pulls toward 4.0 as if 3 reviews of 4 stars came first', () => {
    const fresh = now.toISOString();
    expect(
      scoreAt(
        sums([
          { stars: 5, at: fresh },
          { stars: 5, at: fresh },
          { stars: 5, at: fresh },
        ]),
        now,
      ),
    ).toBe(4.5);
    expect(scoreAt(sums(Array.from({ length: 3 }, () => ({ stars: 1, at: fresh }))), now)).toBe(2.5);
  });

  it('weighs a review half as much every 180 days, the same read at any later moment', () => {
    const old = new Date(now.getTime() - SCORE.halfLifeMs).toISOString();
    const fresh = now.toISOString();
    // Three 1-star reviews half a year old weigh as 1.5 reviews: (12 + 1.5) / 4.5 = 3.0.
    expect(
      scoreAt(
        sums([
          { stars: 1, at: old },
          { stars: 1, at: old },
          { stars: 1, at: old },
        ]),
        now,
      ),
    ).toBe(3);
    // Against three fresh 5-star ones: (12 + 1.5 + 15) / (3 + 1.5 + 3) = 3.8.
    const mixed = sums([
      { stars: 1, at: old },
      { stars: 1, at: old },
      { stars: 1, at: old },
      { stars: 5, at: fresh },
      { stars: 5, at: fresh },
      { stars: 5, at: fresh },
    ]);
    expect(scoreAt(mixed, now)).toBe(3.8);
    // Another half-life on, every review weighs half against the prior: (12 + 0.75 + 7.5) / (3 + 0.75 + 1.5) = 3.86.
    expect(scoreAt(mixed, new Date(now.getTime() + 180 * DAY))).toBe(3.9);
  });
});

describe('how a score is written', () => {
  it('writes one decimal as each language does', () => {
    expect([formatScore(4.5, 'uz'), formatScore(4, 'ru'), formatScore(4.25, 'en')]).toEqual(['4,5', '4,0', '4.3']);
  });
});
