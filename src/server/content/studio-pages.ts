import type { AstroGlobal } from 'astro';
import { isCopyPage, type CopyPage } from '../../lib/page-copy.ts';
import { isMarketerRefusal, marketerOf } from '../roles/marketers-only.ts';
import type { Runtime } from '../runtime.ts';
import type { PageCopyService } from './page-copy.service.ts';

type Page = Pick<AstroGlobal, 'locals' | 'response' | 'cache'>;
type Deps = Pick<Runtime, 'services' | 'logger'>;

export type StudioOverview = Awaited<ReturnType<PageCopyService['overview']>>;
export type StudioEditorData = Awaited<ReturnType<PageCopyService['page']>>;

export type StudioListPage = { kind: 'not_found' } | { kind: 'failed' } | { kind: 'list'; pages: StudioOverview };
export type StudioEditorPage = { kind: 'not_found' } | { kind: 'failed' } | { kind: 'editor'; data: StudioEditorData };

/** A refusal of the service (the role was taken meanwhile, or no such page) is the site's 404; anything else a 503. */
function refusal(page: Page, deps: Deps, error: unknown, what: string): { kind: 'not_found' } | { kind: 'failed' } {
  if (isMarketerRefusal(error)) {
    page.response.status = 404;
    return { kind: 'not_found' };
  }
  deps.logger.error({ err: error }, what);
  page.response.status = 503;
  return { kind: 'failed' };
}

/**
 * The studio's pages (issue 37): /studio (the editable pages) and /studio/{page} (the copy
 * editor). Everyone but a marketer gets the site's 404, signed out included; never cached.
 */
export async function studioListPage(page: Page, deps: Deps): Promise<StudioListPage> {
  const marketerId = marketerOf(page);
  if (marketerId === null) return { kind: 'not_found' };
  try {
    return { kind: 'list', pages: await deps.services.pageCopy.overview(marketerId) };
  } catch (error) {
    return refusal(page, deps, error, 'studio overview failed');
  }
}

/** The editor of one page: its form, published copy, draft and problems, for the island's first render. */
export async function studioEditorPage(page: Page & Pick<AstroGlobal, 'params'>, deps: Deps): Promise<StudioEditorPage> {
  const marketerId = marketerOf(page);
  if (marketerId === null) return { kind: 'not_found' };
  const name = page.params.page;
  if (!isCopyPage(name)) {
    page.response.status = 404;
    return { kind: 'not_found' };
  }
  try {
    return { kind: 'editor', data: await deps.services.pageCopy.page(marketerId, name satisfies CopyPage) };
  } catch (error) {
    return refusal(page, deps, error, 'studio page failed');
  }
}
