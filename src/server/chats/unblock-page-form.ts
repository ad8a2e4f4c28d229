import type { AstroGlobal } from 'astro';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { flashCookie } from '../http/cookies.ts';
import type { Runtime } from '../runtime.ts';

type Page = Pick<AstroGlobal, 'cookies' | 'redirect'>;

/**
 * "Unblock" posted from the profile's block list (issue 23, BlockedPeople.astro): takes back the
 * user's block in that room and comes back with the `person_unblocked` notice. A room that is not
 * theirs (or gone) changes nothing and comes back plainly; an id that is not one is 400.
 */
export async function unblockPageForm(
  page: Page,
  config: Config,
  services: Pick<Runtime['services'], 'chats'>,
  userId: number,
  form: FormData,
  here: string,
): Promise<Response> {
  const chatId = Number(form.get('chat_id'));
  if (!Number.isSafeInteger(chatId) || chatId < 1) return new Response('Bad Request', { status: 400 });
  try {
    await services.chats.setBlocked(chatId, userId, false);
  } catch (error) {
    if (error instanceof AppError) return page.redirect(here, 303);
    throw error;
  }
  page.cookies.set(...flashCookie(config.publicUrl, 'person_unblocked'));
  return page.redirect(here, 303);
}
