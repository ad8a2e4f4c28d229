import type { AstroGlobal } from 'astro';
import type { Locale } from '../../lib/locales.ts';
import type { CopyPage } from '../../lib/page-copy.ts';

/** The query parameter that asks a page for its draft (a marketer's preview, issue 37). */
export const PREVIEW_PARAM = 'preview';

/**
 * The copy a page of marketing shows: its published copy in the page's language, or, for a
 * marketer who asks (`?preview`), its draft, marked as a preview. A preview is private (never
 * stored in the route cache, which keeps no signed-in request, nor in any cache in front) and
 * not indexed; to anyone else `?preview` is ignored and the page is the visitors'. When the
 * database cannot be read, the files' copy, kept out of the route cache.
 */
export async function pageCopy<T>(
  astro: Pick<AstroGlobal, 'url' | 'locals' | 'response' | 'cache'>,
  page: CopyPage,
  locale: Locale,
): Promise<{ copy: T; preview: boolean }> {
  const { user, isMarketer, runtime } = astro.locals;
  const copy = runtime.services.pageCopy;
  if (user && isMarketer && astro.url.searchParams.has(PREVIEW_PARAM)) {
    astro.response.headers.set('Cache-Control', 'private, no-store');
    astro.response.headers.set('X-Robots-Tag', 'noindex');
    return { copy: (await copy.preview(user.id, page, locale)).copy as T, preview: true };
  }
  const read = await copy.copy(page, locale);
  if (read.fallback) astro.cache.set(false);
  return { copy: read.copy as T, preview: false };
}
