import type { ChatMessage } from './schemas/chats.ts';
import type { TFunction } from './i18n.ts';
import { TIME_ZONE } from './site.ts';
import { SECOND, DAY } from './time-units.ts';

/** Frames of `/ws/chat/{id}/` and `/ws/user/` that the server sends. */
export type ChatServerFrame =
  | { type: 'connection_established' }
  | { type: 'message'; data: ChatMessage & { message: string } }
  | { type: 'unread'; total: number }
  /** `/ws/user/` only: how many of one's notices are unread (issue 25), on connecting and whenever it moves. */
  | { type: 'notices'; unread: number }
  | { type: 'error'; error: string; code?: string };

/** Messages of one room a page; the newest page first. */
export const CHAT_PAGE_SIZE = 50;
/** Longest message text, in characters. */
export const CHAT_MESSAGE_MAX = 4000;

/**
 * How a conversation is laid out, shared by the server's HTML and the island (so both print
 * the same): Tashkent days and clock times from numbers only (browsers' trimmed ICU data has
 * no Uzbek), days grouped, the same message twice within 5 s shown once.
 */
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function partsOf(iso: string | number): Record<string, string> {
  return Object.fromEntries(PARTS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
}

/** `2026-11-22` in Tashkent. */
export function tashkentDay(iso: string | number): string {
  const parts = partsOf(iso);
  return `${parts.year}-${parts.month!.padStart(2, '0')}-${parts.day!.padStart(2, '0')}`;
}

/** `09:05` in Tashkent. */
export function tashkentClock(iso: string | number): string {
  const parts = partsOf(iso);
  return `${parts.hour!.padStart(2, '0')}:${parts.minute!.padStart(2, '0')}`;
}

/** The heading of a day: today, yesterday or the date, in the words of the `time`/`chat` namespaces. */
export function dayLabel(day: string, now: number, t: { time: TFunction; chat: TFunction }): string {
  const today = tashkentDay(now);
  if (day === today) return t.chat('today');
  if (day === tashkentDay(now - DAY)) return t.time('time_yesterday');
  const [year, month, date] = day.split('-');
  return t.time('date', { day: String(Number(date)), month: t.time(`month_${Number(month)}`), year });
}

export interface DayGroup<T> {
  day: string;
  messages: T[];
}

/** Messages (oldest first) under their Tashkent day. */
export function groupByDay<T extends { timestamp: string }>(messages: T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const message of messages) {
    const day = tashkentDay(message.timestamp);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/** The same text from the same sender in the same room within this time is the same message (SPEC.md §4): the server keeps one, the chat shows one. */
export const REPEAT_WINDOW_MS = 5 * SECOND;

/** The same sender's equal text and file again within 5 s is one message (SPEC.md §4); oldest first in and out. */
export function mergeDuplicates<T extends Pick<ChatMessage, 'content' | 'timestamp' | 'file'> & { sender: { id: number } }>(messages: T[]): T[] {
  const kept: T[] = [];
  for (const message of messages) {
    const time = Date.parse(message.timestamp);
    const twin = kept.findLast(
      (each) =>
        each.sender.id === message.sender.id &&
        each.content === message.content &&
        (each.file?.url ?? null) === (message.file?.url ?? null) &&
        time - Date.parse(each.timestamp) < REPEAT_WINDOW_MS,
    );
    if (!twin) kept.push(message);
  }
  return kept;
}

/** Messages by id, oldest first, without repeats: what is shown after any page or frame is added. */
export function mergeById<T extends { id: number }>(shown: T[], added: T[]): T[] {
  const byId = new Map(shown.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
