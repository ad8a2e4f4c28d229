import { DRAFT_BODY_BYTES, PublishBody, ResetBody, RestoreBody, SaveDraftBody, studioRoutes } from '../../lib/schemas/studio.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import { marketersOnly } from '../roles/marketers-only.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { PageCopyService } from './page-copy.service.ts';

/**
 * /api/studio/… (issue 37): the copy editor's endpoints. To anyone but a marketer, signed in or
 * not, each is the 404 of an address that does not exist, before its path, query or body is read
 * (roles/marketers-only.ts).
 */
export function studioApi(copy: PageCopyService, roles: Pick<RolesService, 'isMarketer'>) {
  const marketers = marketersOnly(roles);
  const who = (c: Parameters<typeof requireUser>[0]) => requireUser(c).user.id;
  return apiRouter()
    .openapi({ ...studioRoutes.pages, middleware: marketers }, async (c) => c.json({ results: await copy.overview(who(c)) }, 200))
    .openapi({ ...studioRoutes.page, middleware: marketers }, async (c) => c.json(await copy.page(who(c), c.req.valid('param').page), 200))
    .openapi({ ...studioRoutes.saveDraft, middleware: marketers }, async (c) => {
      const page = c.req.valid('param').page;
      return c.json(await copy.saveDraft(who(c), page, await parseJson(c, SaveDraftBody, DRAFT_BODY_BYTES)), 200);
    })
    .openapi({ ...studioRoutes.discardDraft, middleware: marketers }, async (c) => {
      await copy.discardDraft(who(c), c.req.valid('param').page, c.req.valid('query').revision);
      return c.body(null, 204);
    })
    .openapi({ ...studioRoutes.publish, middleware: marketers }, async (c) => {
      const page = c.req.valid('param').page;
      return c.json(await copy.publish(who(c), page, await parseJson(c, PublishBody)), 200);
    })
    .openapi({ ...studioRoutes.versions, middleware: marketers }, async (c) => c.json({ results: await copy.history(who(c), c.req.valid('param').page) }, 200))
    .openapi({ ...studioRoutes.changes, middleware: marketers }, async (c) => {
      const { from, to } = c.req.valid('query');
      return c.json({ changes: await copy.changes(who(c), c.req.valid('param').page, from, to) }, 200);
    })
    .openapi({ ...studioRoutes.restore, middleware: marketers }, async (c) => {
      const page = c.req.valid('param').page;
      const body = await parseJson(c, RestoreBody);
      return c.json(await copy.restore(who(c), page, body.from, body.version), 200);
    })
    .openapi({ ...studioRoutes.reset, middleware: marketers }, async (c) => {
      const page = c.req.valid('param').page;
      return c.json(await copy.reset(who(c), page, (await parseJson(c, ResetBody)).version), 200);
    });
}
