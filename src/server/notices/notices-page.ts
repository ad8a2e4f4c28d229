import type { AstroGlobal } from 'astro';
import { pageCount, pageFromUrl } from '../../lib/paging.ts';
import { NOTICES_PAGE_SIZE, type Notice } from '../../lib/schemas/notices.ts';
import { flashCookie } from '../http/cookies.ts';
import { pageContext } from '../page-context.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';

type Page = Pick<AstroGlobal, 'request' | 'url' | 'locals' | 'cookies' | 'redirect' | 'response' | 'currentLocale'>;

export type NoticesPageData =
  { kind: 'ready'; results: Notice[]; unread: number; page: number; pages: number; pageHref(page: number): string } | { kind: 'failed' };

/**
 * /notifications (issue 25): a page of the user's notices, newest first; a plain form marks one
 * read (`intent=read`, `id`) or all (`intent=read_all`), then back here. Signed in only.
 */
export async function noticesPage(page: Page, runtime: Pick<Runtime, 'services' | 'config' | 'logger'>): Promise<NoticesPageData | Response> {
  const { services, config, logger } = runtime;
  const { locale, href } = pageContext(page);
  const user = page.locals.user!;
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  const current = Math.min(pageFromUrl(page.url.searchParams.get('page')), 1000);
  const here = `${href('/notifications')}${current > 1 ? `?page=${current}` : ''}`;
  if (form) {
    const intent = form.get('intent');
    const id = Number(form.get('id'));
    if (intent === 'read_all') {
      await services.noticeCentre.markRead(user.id, 'all');
      page.cookies.set(...flashCookie(config.publicUrl, 'all_read_flash'));
    } else if (intent === 'read' && Number.isSafeInteger(id) && id > 0) {
      await services.noticeCentre.markRead(user.id, [id]);
    } else {
      return new Response('Bad Request', { status: 400 });
    }
    return page.redirect(here, 303);
  }
  try {
    const { count, unread, results } = await services.noticeCentre.page(user.id, current, locale);
    return {
      kind: 'ready',
      results,
      unread,
      page: current,
      pages: pageCount(count, NOTICES_PAGE_SIZE),
      pageHref: (target) => `${href('/notifications')}${target > 1 ? `?page=${target}` : ''}`,
    };
  } catch (error) {
    logger.error({ err: error }, 'notices page failed');
    page.response.status = 503;
    return { kind: 'failed' };
  }
}
