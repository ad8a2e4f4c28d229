import { cacheFor } from '../http/cache.ts';
import { apiRouter } from '../http/openapi.ts';
import { suggestRoute } from '../../lib/schemas/search.ts';
import type { SuggestService } from './suggest.service.ts';

/** Suggestions change as listings come and go: a minute is fresh enough, and a burst of typists asking the same is answered once. */
const SUGGEST_SECONDS = 60;

/** `/api/search/suggest` (issue 21). */
export function searchRoutes(suggest: SuggestService) {
  return apiRouter().openapi({ ...suggestRoute, middleware: cacheFor(SUGGEST_SECONDS) }, async (c) => {
    const { q, kind } = c.req.valid('query');
    return c.json({ query: q, suggestions: await suggest.suggest(kind, q, c.get('locale')) }, 200);
  });
}
