/**
 * How fast a seller answers someone who writes to them first (issue 22, item 6): the median,
 * over their recent conversations that the other person started, of the time from that first
 * message to the seller's first message. Pure: the repository reads the first messages
 * (sellers.repository.ts `firstExchanges`), this decides what they say.
 */

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;

export const REPLY_TIME = {
  /** Conversations started in the last this many days count. */
  windowDays: 90,
  /** At most this many rooms are read (latest activity first): a page view never reads more. */
  rooms: 200,
  /** Fewer conversations than this say too little: no reply time at all. */
  minConversations: 3,
} as const;

/** One conversation's start: who wrote the room's first message and when, and when the seller first wrote in it. */
export interface ConversationStart {
  first_sender_id: number | null;
  first_at: string | null;
  reply_at: string | null;
}

/**
 * The median reply time in whole seconds, or null when fewer than `minConversations` count.
 * A conversation counts when someone else wrote first, at `since` or later. Unanswered ones
 * count as the time they have waited once that is a day or more (the seller is slow there,
 * whatever comes later); younger unanswered ones are left out (the seller may still answer
 * within the hour).
 */
export function medianReplySeconds(starts: readonly ConversationStart[], sellerId: number, now: number, since: number): number | null {
  const delays: number[] = [];
  for (const start of starts) {
    if (start.first_sender_id === null || start.first_sender_id === sellerId || start.first_at === null) continue;
    const asked = Date.parse(start.first_at);
    if (asked < since) continue;
    if (start.reply_at !== null) {
      delays.push(Math.max(0, (Date.parse(start.reply_at) - asked) / 1000));
      continue;
    }
    const waited = (now - asked) / 1000;
    if (waited >= DAY_SECONDS) delays.push(waited);
  }
  if (delays.length < REPLY_TIME.minConversations) return null;
  delays.sort((a, b) => a - b);
  const middle = delays.length >> 1;
  const median = delays.length % 2 === 1 ? delays[middle]! : (delays[middle - 1]! + delays[middle]!) / 2;
  return Math.round(median);
}

/** How a reply time reads: "within an hour", "within a few hours" (up to six), "within a day"; slower, or unknown, says nothing. */
export type ReplyTimeWords = 'hour' | 'hours' | 'day';

export function replyTimeWords(seconds: number | null): ReplyTimeWords | null {
  if (seconds === null) return null;
  if (seconds <= HOUR_SECONDS) return 'hour';
  if (seconds <= 6 * HOUR_SECONDS) return 'hours';
  if (seconds <= DAY_SECONDS) return 'day';
  return null;
}
