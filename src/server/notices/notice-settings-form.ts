import type { AstroGlobal } from 'astro';
import { NOTICE_CHANNELS, NOTICE_TOPICS, type NoticeChannel } from '../../lib/notice-kinds.ts';
import type { Config } from '../config.ts';
import { flashCookie } from '../http/cookies.ts';
import type { Runtime } from '../runtime.ts';

type Page = Pick<AstroGlobal, 'cookies' | 'redirect'>;

/**
 * The profile's notification settings posted as a plain form (components/notices/NoticeSettings.astro):
 * every topic's switch on each channel the form showed (`channel`), on when its box
 * (`<channel>:<topic>`) was ticked; then back to the section with the `settings_saved_flash` notice.
 * A form that names no channel is 400.
 */
export async function noticeSettingsForm(
  page: Page,
  config: Config,
  services: Pick<Runtime['services'], 'noticeSettings'>,
  userId: number,
  form: FormData,
  here: string,
): Promise<Response> {
  const shown = form.getAll('channel').filter((value): value is NoticeChannel => (NOTICE_CHANNELS as readonly unknown[]).includes(value));
  if (shown.length === 0) return new Response('Bad Request', { status: 400 });
  await services.noticeSettings.save(userId, {
    topics: NOTICE_TOPICS.map((topic) => {
      const on = (channel: NoticeChannel) => (shown.includes(channel) ? form.get(`${channel}:${topic}`) !== null : undefined);
      return { topic, inapp: on('inapp'), telegram: on('telegram') };
    }),
  });
  page.cookies.set(...flashCookie(config.publicUrl, 'settings_saved_flash'));
  return page.redirect(here, 303);
}
