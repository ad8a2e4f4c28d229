import { describe, expect, it } from 'vitest';
import { medianReplySeconds, replyTimeWords, type ConversationStart } from '../../src/server/sellers/reply-time.ts';

const SELLER = 7;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const SINCE = NOW - 90 * 86_400_000;
const at = (msBeforeNow: number) => new Date(NOW - msBeforeNow).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A conversation someone else started `ago` before now, answered `after` later (or not). */
const asked = (ago: number, after: number | null, sender = 12): ConversationStart => ({
  first_sender_id: sender,
  first_at: at(ago),
  reply_at: after === null ? null : at(ago - after),
});

describe('a seller’s median reply time', () => {
  it('is the middle answer time of three or more conversations others started, in seconds', () => {
    expect(medianReplySeconds([asked(DAY, 10 * MINUTE), asked(2 * DAY, 40 * MINUTE), asked(3 * DAY, 20 * MINUTE)], SELLER, NOW, SINCE)).toBe(20 * 60);
    expect(
      medianReplySeconds([asked(DAY, 10 * MINUTE), asked(2 * DAY, 20 * MINUTE), asked(3 * DAY, 30 * MINUTE), asked(4 * DAY, 2 * HOUR)], SELLER, NOW, SINCE),
    ).toBe(25 * 60);
  });

  it('says nothing with fewer than three conversations', () => {
    expect(medianReplySeconds([], SELLER, NOW, SINCE)).toBeNull();
    expect(medianReplySeconds([asked(DAY, MINUTE), asked(DAY, MINUTE)], SELLER, NOW, SINCE)).toBeNull();
  });

  it('leaves out conversations the seller started, rooms without messages, and those started before the window', () => {
    const counted = [asked(DAY, MINUTE), asked(DAY, MINUTE)];
    expect(medianReplySeconds([...counted, asked(DAY, MINUTE, SELLER)], SELLER, NOW, SINCE)).toBeNull();
    expect(medianReplySeconds([...counted, { first_sender_id: null, first_at: null, reply_at: null }], SELLER, NOW, SINCE)).toBeNull();
    expect(medianReplySeconds([...counted, asked(91 * DAY, MINUTE)], SELLER, NOW, SINCE)).toBeNull();
    expect(medianReplySeconds([...counted, asked(89 * DAY, MINUTE)], SELLER, NOW, SINCE)).toBe(60);
  });

  it('counts a conversation unanswered for a day as its wait, and one unanswered for less as not yet known', () => {
    const quick = [asked(3 * DAY, MINUTE), asked(3 * DAY, MINUTE)];
    expect(medianReplySeconds([...quick, asked(2 * HOUR, null)], SELLER, NOW, SINCE)).toBeNull();
    expect(medianReplySeconds([asked(3 * DAY, MINUTE), asked(2 * DAY, null), asked(5 * DAY, null)], SELLER, NOW, SINCE)).toBe(2 * 86_400);
  });
});

describe('how a reply time reads', () => {
  it('within an hour, a few hours (up to six), a day; slower or unknown says nothing', () => {
    expect(replyTimeWords(0)).toBe('hour');
    expect(replyTimeWords(3600)).toBe('hour');
    expect(replyTimeWords(3601)).toBe('hours');
    expect(replyTimeWords(6 * 3600)).toBe('hours');
    expect(replyTimeWords(6 * 3600 + 1)).toBe('day');
    expect(replyTimeWords(86_400)).toBe('day');
    expect(replyTimeWords(86_401)).toBeNull();
    expect(replyTimeWords(null)).toBeNull();
  });
});
