import { EditSearchBody, SaveSearchBody, savedSearchRoutes, UnsubscribeBody } from '../../lib/schemas/saved-searches.ts';
import { AppError } from '../errors.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser, signedIn } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** /api/saved-searches/… (lib/schemas/saved-searches.ts): signed in, but for unsubscribing with an alert's token. */
export function savedSearchesRoutes(searches: SavedSearchesService) {
  return apiRouter()
    .openapi({ ...savedSearchRoutes.unsubscribe }, async (c) => {
      const done = await searches.unsubscribe((await parseJson(c, UnsubscribeBody)).token);
      if (!done) throw new AppError('not_found');
      return c.json(done, 200);
    })
    .openapi({ ...savedSearchRoutes.list, middleware: signedIn }, async (c) => c.json({ results: await searches.list(requireUser(c).user.id) }, 200))
    .openapi({ ...savedSearchRoutes.save, middleware: signedIn }, async (c) =>
      c.json(await searches.save(requireUser(c).user.id, await parseJson(c, SaveSearchBody), c.get('locale')), 201),
    )
    .openapi({ ...savedSearchRoutes.edit, middleware: signedIn }, async (c) =>
      c.json(await searches.update(requireUser(c).user.id, c.req.valid('param').id, await parseJson(c, EditSearchBody)), 200),
    )
    .openapi({ ...savedSearchRoutes.remove, middleware: signedIn }, async (c) => {
      await searches.remove(requireUser(c).user.id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi({ ...savedSearchRoutes.seen, middleware: signedIn }, async (c) =>
      c.json(await searches.open(requireUser(c).user.id, c.req.valid('param').id), 200),
    );
}
