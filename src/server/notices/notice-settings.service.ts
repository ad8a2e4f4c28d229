import { NOTICE_CHANNELS, NOTICE_TOPICS } from '../../lib/notice-kinds.ts';
import type { NoticeSettings, NoticeSettingsBody } from '../../lib/schemas/notices.ts';
import type { MuteChange, NoticeMutesRepository } from './notice-mutes.repository.ts';

/**
 * The profile's switches of notices (issue 25): every topic on each channel, on unless switched
 * off. The Telegram switches are kept without a bot too (nothing is sent there then), so that a
 * bot set up later finds them as they were.
 */
export function createNoticeSettingsService(deps: { mutes: NoticeMutesRepository; telegramAvailable: boolean }) {
  const { mutes, telegramAvailable } = deps;

  async function read(userId: number): Promise<NoticeSettings> {
    const off = new Set((await mutes.mutedOf(userId)).map((row) => `${row.topic}:${row.channel}`));
    return {
      topics: NOTICE_TOPICS.map((topic) => ({ topic, inapp: !off.has(`${topic}:inapp`), telegram: !off.has(`${topic}:telegram`) })),
      telegram_available: telegramAvailable,
    };
  }

  return {
    read,
    /** Sets the switches named; the others stay. The settings after. */
    async save(userId: number, body: NoticeSettingsBody): Promise<NoticeSettings> {
      const changes: MuteChange[] = body.topics.flatMap((each) =>
        NOTICE_CHANNELS.flatMap((channel) => {
          const on = each[channel];
          return on === undefined ? [] : [{ topic: each.topic, channel, muted: !on }];
        }),
      );
      await mutes.set(userId, changes);
      return read(userId);
    },
  };
}

export type NoticeSettingsService = ReturnType<typeof createNoticeSettingsService>;
