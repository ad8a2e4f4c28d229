import type { AstroGlobal } from 'astro';
import { AppError } from '../errors.ts';
import { pageContext } from '../page-context.ts';
import type { Runtime } from '../runtime.ts';

type Page = Pick<AstroGlobal, 'request' | 'url' | 'params' | 'locals' | 'redirect' | 'response' | 'currentLocale'>;

/**
 * /saved-searches/{id} (issue 25): the link of a search's alerts and of its "Open" button. Marks
 * what it found seen ("N new" starts again) and sends its owner to its list in the page's
 * language (303); a search that is not theirs, or is gone, is a 404 page. Signed in only.
 */
export async function openSavedSearch(
  page: Page,
  { services, logger }: Pick<Runtime, 'services' | 'logger'>,
): Promise<Response | { kind: 'not_found' } | { kind: 'failed' }> {
  if (page.request.method !== 'GET' && page.request.method !== 'HEAD')
    return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  const { href } = pageContext(page);
  const id = page.params.id && /^\d{1,12}$/.test(page.params.id) ? Number(page.params.id) : null;
  try {
    if (id === null) throw new AppError('not_found');
    const search = await services.savedSearches.open(page.locals.user!.id, id);
    return page.redirect(href(search.path), 303);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      page.response.status = 404;
      return { kind: 'not_found' };
    }
    logger.error({ err: error, id }, 'saved search: cannot open');
    page.response.status = 503;
    return { kind: 'failed' };
  }
}
