import { describe, expect, it } from 'vitest';
import {
  allows,
  daysLeft,
  expiryFrom,
  isListed,
  MOVE_TARGET,
  nextRaiseAt,
  ownerMoves,
  refusal,
  reminderDue,
  renewableFrom,
  reservedUntilFrom,
  type ListingLife,
} from '../../src/lib/listing-states.ts';

const DAY = 86_400_000;
const now = new Date('2026-12-01T12:00:00.000Z');
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
/** An active listing put up 10 days ago, expiring in 20. */
const life = (overrides: Partial<ListingLife> = {}): ListingLife => ({
  status: 'active',
  expiresAt: at(20),
  listedAt: at(-10),
  reservedUntil: null,
  ...overrides,
});

describe('the life of a listing', () => {
  it('lists active and reserved listings only', () => {
    expect(['active', 'reserved', 'sold', 'expired', 'archived'].filter((status) => isListed(status as ListingLife['status']))).toEqual(['active', 'reserved']);
  });

  it('lets an active listing be reserved, sold, raised and paused, but not released or renewed three weeks before expiry', () => {
    expect(ownerMoves(life(), now)).toEqual(['reserve', 'sell', 'raise', 'pause']);
  });

  it('pauses an active listing while its term runs and resumes it to active, nothing else; the term runs on and expires it', () => {
    expect(ownerMoves(life({ status: 'paused' }), now)).toEqual(['resume']);
    expect(isListed('paused')).toBe(false);
    expect([MOVE_TARGET.pause, MOVE_TARGET.resume]).toEqual(['paused', 'active']);
    expect(allows(life({ status: 'reserved' }), 'pause', now)).toBe(false);
    expect(allows(life({ expiresAt: at(0) }), 'pause', now)).toBe(false);
    expect(allows(life({ status: 'paused', expiresAt: at(0) }), 'resume', now)).toBe(false);
    expect(allows(life({ status: 'paused', expiresAt: at(0) }), 'expire', now)).toBe(true);
    expect(allows(life({ status: 'paused', expiresAt: at(1) }), 'expire', now)).toBe(false);
    expect(refusal(life({ status: 'paused' }), 'pause', now)).toBe('already_paused');
    expect(refusal(life(), 'resume', now)).toBe('not_paused');
    expect(refusal(life({ status: 'expired', expiresAt: at(-1) }), 'resume', now)).toBe('not_paused');
  });

  it('lets a reserved listing be released or sold, and nothing else', () => {
    expect(ownerMoves(life({ status: 'reserved', reservedUntil: at(5) }), now)).toEqual(['release', 'sell']);
  });

  it('treats sold and archived as final: no move leaves them', () => {
    expect(ownerMoves(life({ status: 'sold' }), now)).toEqual([]);
    expect(ownerMoves(life({ status: 'archived', expiresAt: at(-100) }), now)).toEqual([]);
    for (const move of ['reserve', 'release', 'sell', 'renew', 'raise'] as const) expect(refusal(life({ status: 'sold' }), move, now)).toBe('move_not_allowed');
  });

  it('opens renewing 7 days before expiry and keeps it open 90 days after, then says it is too late', () => {
    expect(allows(life({ expiresAt: at(7.01) }), 'renew', now)).toBe(false);
    expect(refusal(life({ expiresAt: at(7.01) }), 'renew', now)).toBe('renew_too_early');
    expect(allows(life({ expiresAt: at(7) }), 'renew', now)).toBe(true);
    expect(allows(life({ status: 'expired', expiresAt: at(-89.9) }), 'renew', now)).toBe(true);
    expect(allows(life({ status: 'expired', expiresAt: at(-90) }), 'renew', now)).toBe(false);
    expect(refusal(life({ status: 'expired', expiresAt: at(-90) }), 'renew', now)).toBe('renew_too_late');
    expect(renewableFrom(life())).toBe(at(13));
  });

  it('raises once in 7 days, counted from the last raise or the creation', () => {
    expect(allows(life({ listedAt: at(-7) }), 'raise', now)).toBe(true);
    expect(allows(life({ listedAt: at(-6.9) }), 'raise', now)).toBe(false);
    expect(refusal(life({ listedAt: at(-1) }), 'raise', now)).toBe('raise_too_soon');
    expect(nextRaiseAt(life({ listedAt: at(-1) }))).toBe(at(6));
    // Only active ones: a reserved listing is promised, an expired one must be renewed first.
    expect(allows(life({ status: 'reserved', listedAt: at(-30) }), 'raise', now)).toBe(false);
    expect(allows(life({ status: 'expired', expiresAt: at(-1), listedAt: at(-30) }), 'raise', now)).toBe(false);
  });

  it('expires an active listing once its expiry has come, lapses a reservation after its week, archives after 90 days', () => {
    expect(allows(life({ expiresAt: at(0) }), 'expire', now)).toBe(true);
    expect(allows(life({ expiresAt: at(0.001) }), 'expire', now)).toBe(false);
    expect(allows(life({ status: 'reserved', expiresAt: at(-1) }), 'expire', now)).toBe(false);
    expect(allows(life({ status: 'reserved', reservedUntil: at(0) }), 'lapse', now)).toBe(true);
    expect(allows(life({ status: 'reserved', reservedUntil: at(1) }), 'lapse', now)).toBe(false);
    expect(allows(life({ status: 'expired', expiresAt: at(-90) }), 'archive', now)).toBe(true);
    expect(allows(life({ status: 'expired', expiresAt: at(-89) }), 'archive', now)).toBe(false);
    expect(MOVE_TARGET.lapse).toBe('active');
    expect(MOVE_TARGET.archive).toBe('archived');
  });

  it('cannot reserve a listing whose expiry has passed, even before the job marks it expired', () => {
    expect(allows(life({ expiresAt: at(-0.1) }), 'reserve', now)).toBe(false);
  });

  it('gives terms and reservations from the moment of the move', () => {
    expect(expiryFrom(now, 30)).toBe(at(30));
    expect(reservedUntilFrom(now)).toBe(at(7));
  });

  it('counts days left as cards show them: a part day whole', () => {
    expect(daysLeft(at(2.5), now)).toBe(3);
    expect(daysLeft(at(0.2), now)).toBe(1);
    expect(daysLeft(at(-0.2), now)).toBe(0);
  });

  it('reminds 3 days before expiry, then 1 day before, and never once it is past', () => {
    expect(reminderDue(at(3.1), now)).toBeNull();
    expect(reminderDue(at(3), now)).toBe(3);
    expect(reminderDue(at(1.5), now)).toBe(3);
    expect(reminderDue(at(1), now)).toBe(1);
    expect(reminderDue(at(0), now)).toBeNull();
  });

  it('lets a moderator hide a listing in any state of its life, and restore only a hidden one; its owner has no move while it is hidden', () => {
    for (const status of ['active', 'reserved', 'sold', 'expired', 'archived'] as const) expect(allows(life({ status }), 'hide', now), status).toBe(true);
    expect(allows(life({ status: 'hidden' }), 'hide', now)).toBe(false);
    expect(allows(life({ status: 'hidden' }), 'restore', now)).toBe(true);
    expect(allows(life(), 'restore', now)).toBe(false);
    expect(ownerMoves(life({ status: 'hidden', expiresAt: at(3) }), now)).toEqual([]);
    expect(isListed('hidden')).toBe(false);
  });
});
