import type { AstroGlobal } from 'astro';
import type { ChatRoom, SelectedRoom } from '../../lib/schemas/chats.ts';
import { localizeError } from '../error-messages.ts';
import { MESSAGE_UPLOAD_LIMITS } from './chat-upload.ts';
import { AppError } from '../errors.ts';
import { formFiles } from '../http/streamed-form.ts';
import { pageContext } from '../page-context.ts';
import { getT } from '../i18n.ts';
import { dealNextWords } from '../../lib/deal-words.ts';
import { withPageUpload } from '../page-uploads.ts';
import type { Runtime } from '../runtime.ts';

type Page = Pick<AstroGlobal, 'request' | 'locals' | 'response' | 'clientAddress' | 'cookies' | 'currentLocale' | 'url' | 'redirect'>;
/** What the chat pages use of the runtime. */
type ChatPageDeps = Pick<Runtime, 'services' | 'config' | 'uploads' | 'logger' | 'clock'>;

/** A message posted without JavaScript that was refused: what to say and the text to give back. */
export interface Refusal {
  message: string;
  text: string;
}

/** What /chat and /chat/{id} render: the user's rooms (null when unreadable) and the open room, or that it is not theirs. */
export type ChatPageData =
  | { kind: 'missing' }
  | { kind: 'response'; response: Response }
  | { kind: 'page'; rooms: ChatRoom[] | null; selected: SelectedRoom | null; now: number; refusal: Refusal | null; deal: ChatDealLine | null };

/** The safe deal between the two about the room's listing (issue 39), as the line at the top of the room says it. */
export interface ChatDealLine {
  roomId: number;
  state: string;
  text: string;
  next: string;
  href: string;
  link: string;
}

/** The newest deal of the two about the room's listing, in words; null without one (or when it cannot be read: the chat stands). */
async function dealLineOf(page: Page, { services, logger }: ChatPageDeps, userId: number, room: ChatRoom): Promise<ChatDealLine | null> {
  if (!room.listing) return null;
  try {
    const deal = await services.deals.between(userId, room.other_user.id, room.listing.id);
    if (!deal) return null;
    const { locale, href } = pageContext(page);
    const t = getT(locale, 'deals');
    return {
      roomId: room.id,
      state: deal.state,
      text: t('chat_line', { state: t(`state_${deal.state}`) }),
      next: dealNextWords(deal, t, getT(locale, 'time')),
      href: href(`/deals/${deal.id}`),
      link: t('chat_open'),
    };
  } catch (error) {
    logger.warn({ err: error, room: room.id }, 'chat page: the deal of the room could not be read');
    return null;
  }
}

/**
 * The composer posted as a plain form (before or without JavaScript), read as the API reads a
 * message with a file (through the upload gate, streamed): the message goes through the same
 * service and the page comes back (303); a refusal is shown in the composer.
 */
async function sendPosted(page: Page, { services, config, uploads }: ChatPageDeps, roomId: number): Promise<Response | Refusal | null> {
  const user = page.locals.user!;
  let text = '';
  try {
    return await withPageUpload(page, config, { uploads, accountId: user.id, limits: MESSAGE_UPLOAD_LIMITS }, async ({ form, refusal }) => {
      text = form.fields.get('content')?.[0] ?? '';
      if (refusal) throw refusal;
      const [file] = formFiles(form, 'file');
      await services.chats.send(roomId, user.id, { content: text, attachment: file ? { upload: file } : undefined });
      return page.redirect(page.url.pathname, 303);
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'chat_not_found') return null;
    const body = localizeError(error, pageContext(page).locale);
    page.response.status = error.status;
    if (error.options.retryAfter !== undefined) page.response.headers.set('Retry-After', String(Math.ceil(error.options.retryAfter)));
    return { message: Object.values(body.errors ?? {})[0]?.[0] ?? body.detail, text };
  }
}

/**
 * Reads a chat page's data on the server, with its status set (the pages are guarded: there is a
 * user). Opening the room marks it read (services.chats.open), so the list shows it without
 * a badge. A room that does not exist or is someone else's is a 404 that tells nothing more.
 */
export async function loadChatPage(page: Page, deps: ChatPageDeps, roomParam: string | null): Promise<ChatPageData> {
  const { services, logger, clock } = deps;
  const user = page.locals.user!;
  let selected: SelectedRoom | null = null;
  let refusal: Refusal | null = null;
  if (roomParam !== null) {
    const id = /^\d{1,9}$/.test(roomParam) ? Number(roomParam) : null;
    if (id === null) {
      page.response.status = 404;
      return { kind: 'missing' };
    }
    const posted = await sendPosted(page, deps, id);
    if (posted instanceof Response) return { kind: 'response', response: posted };
    refusal = posted;
    try {
      const opened = await services.chats.open(id, user.id);
      selected = { kind: 'ready', room: opened.chat, messages: opened.messages, hasMore: opened.has_more };
    } catch (error) {
      if (error instanceof AppError && error.code === 'chat_not_found') {
        page.response.status = 404;
        return { kind: 'missing' };
      }
      logger.error({ err: error, room: id }, 'chat page: the room could not be read');
      page.response.status = 503;
      selected = { kind: 'error', id };
    }
  }
  let rooms: ChatRoom[] | null = null;
  try {
    rooms = await services.chats.list(user.id);
  } catch (error) {
    logger.error({ err: error }, 'chat page: the rooms could not be read');
  }
  const deal = selected?.kind === 'ready' ? await dealLineOf(page, deps, user.id, selected.room) : null;
  return { kind: 'page', rooms, selected, now: clock().getTime(), refusal, deal };
}
