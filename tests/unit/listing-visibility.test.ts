import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, isListed } from '../../src/lib/listing-states.ts';
import { isVisibleTo, isWithheld, needsModeratorCheck } from '../../src/lib/listing-visibility.ts';

const OWNER = 7;
const stranger = { userId: 8, moderator: false };
const signedOut = { userId: null, moderator: false };
const owner = { userId: OWNER, moderator: false };
const moderator = { userId: 9, moderator: true };

describe('who may see a listing (issue 34)', () => {
  it('shows every state but hidden to everyone, signed out included', () => {
    for (const status of LISTING_STATUSES.filter((each) => each !== 'hidden')) {
      for (const viewer of [signedOut, stranger, owner, moderator]) expect(isVisibleTo({ status, ownerId: OWNER }, viewer), `${status}`).toBe(true);
    }
  });

  it('keeps a hidden listing for its owner and the moderators only', () => {
    const hidden = { status: 'hidden' as const, ownerId: OWNER };
    expect(isVisibleTo(hidden, owner)).toBe(true);
    expect(isVisibleTo(hidden, moderator)).toBe(true);
    expect(isVisibleTo(hidden, stranger)).toBe(false);
    expect(isVisibleTo(hidden, signedOut)).toBe(false);
  });

  it('asks for the role only of a signed-in non-owner of a hidden listing', () => {
    expect(needsModeratorCheck({ status: 'hidden', ownerId: OWNER }, 8)).toBe(true);
    expect(needsModeratorCheck({ status: 'hidden', ownerId: OWNER }, OWNER)).toBe(false);
    expect(needsModeratorCheck({ status: 'hidden', ownerId: OWNER }, null)).toBe(false);
    expect(needsModeratorCheck({ status: 'active', ownerId: OWNER }, 8)).toBe(false);
  });

  it('never lists what it withholds: lists, search, the sitemap and saved-search alerts show listed states only', () => {
    for (const status of LISTING_STATUSES) if (isWithheld(status)) expect(isListed(status)).toBe(false);
  });
});
