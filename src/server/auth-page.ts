import type { AstroGlobal } from 'astro';
import { safeRedirectPath } from '../lib/redirect.ts';
import { pageContext } from './page-context.ts';

/** Where the login/registration pages send the user afterwards, and links that keep it. */
export function authPageTarget(astro: Pick<AstroGlobal, 'currentLocale' | 'url'>) {
  const { href } = pageContext(astro);
  const requested = astro.url.searchParams.get('redirect');
  const target = safeRedirectPath(requested, href('/'));
  const keep = (path: string) => (requested ? `${href(path)}?redirect=${encodeURIComponent(target)}` : href(path));
  return { target, keep };
}
