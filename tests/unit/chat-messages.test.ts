import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n.ts';
import { dayLabel, groupByDay, mergeById, mergeDuplicates, tashkentClock, tashkentDay } from '../../src/lib/chat-messages.ts';
import uzTime from '../../locales/uz/time.json' with { type: 'json' };
import uzChat from '../../locales/uz/chat.json' with { type: 'json' };

const message = (id: number, timestamp: string, content = `m${id}`, sender = 1) => ({
  id,
  timestamp,
  content,
  sender: { id: sender, username: 'a' },
  file: null,
});

describe('chat days and times', () => {
  it('are Tashkent days and clock times (UTC+5)', () => {
    expect(tashkentDay('2026-11-21T18:59:00Z')).toBe('2026-11-21');
    expect(tashkentDay('2026-11-21T19:00:00Z')).toBe('2026-11-22');
    expect(tashkentClock('2026-11-21T19:05:00Z')).toBe('00:05');
    expect(tashkentClock('2026-11-22T08:30:00Z')).toBe('13:30');
  });

  it('groups messages under the day they were written in Tashkent', () => {
    const groups = groupByDay([
      message(1, '2026-11-20T10:00:00Z'),
      message(2, '2026-11-20T18:59:59Z'),
      message(3, '2026-11-20T19:00:00Z'),
      message(4, '2026-11-22T09:00:00Z'),
    ]);
    expect(groups.map((group) => [group.day, group.messages.map((each) => each.id)])).toEqual([
      ['2026-11-20', [1, 2]],
      ['2026-11-21', [3]],
      ['2026-11-22', [4]],
    ]);
  });

  it('heads days as today, yesterday or the date', () => {
    const t = {
      time: translator('uz', uzTime),
      chat: translator('uz', uzChat),
    };
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(dayLabel('2026-11-22', now, t)).toBe(uzChat.today);
    expect(dayLabel('2026-11-21', now, t)).toBe('kecha');
    expect(dayLabel('2026-11-05', now, t)).toBe('5-noyabr, 2026');
  });
});

describe('messages shown', () => {
  it('merge the same text of the same sender within 5 s into one', () => {
    const shown = mergeDuplicates([
      message(1, '2026-11-22T10:00:00Z', 'Salom'),
      message(2, '2026-11-22T10:00:04Z', 'Salom'),
      message(3, '2026-11-22T10:00:06Z', 'Salom'),
      message(4, '2026-11-22T10:00:07Z', 'Salom', 2),
      message(5, '2026-11-22T10:00:08Z', 'Qalay'),
    ]);
    expect(shown.map((each) => each.id)).toEqual([1, 3, 4, 5]);
  });

  it('come by id, oldest first, each once', () => {
    const merged = mergeById([message(3, 'c'), message(5, 'e')], [message(4, 'd'), message(5, 'e2'), message(1, 'a')]);
    expect(merged.map((each) => [each.id, each.timestamp])).toEqual([
      [1, 'a'],
      [3, 'c'],
      [4, 'd'],
      [5, 'e2'],
    ]);
  });
});
