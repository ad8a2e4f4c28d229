import { MarkReadBody, NoticeSettingsBody, noticeRoutes } from '../../lib/schemas/notices.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser, signedIn } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import type { NoticeSettingsService } from './notice-settings.service.ts';
import type { NoticesService } from './notices.service.ts';

/** /api/notices/… (lib/schemas/notices.ts): signed in only. */
export function noticesRoutes(notices: NoticesService, settings: NoticeSettingsService) {
  return apiRouter()
    .openapi({ ...noticeRoutes.list, middleware: signedIn }, async (c) =>
      c.json(await notices.page(requireUser(c).user.id, c.req.valid('query').page, c.get('locale')), 200),
    )
    .openapi({ ...noticeRoutes.unread, middleware: signedIn }, async (c) => c.json({ unread: await notices.unread(requireUser(c).user.id) }, 200))
    .openapi({ ...noticeRoutes.read, middleware: signedIn }, async (c) => {
      const body = await parseJson(c, MarkReadBody);
      return c.json({ unread: await notices.markRead(requireUser(c).user.id, body.all ? 'all' : (body.ids ?? [])) }, 200);
    })
    .openapi({ ...noticeRoutes.settings, middleware: signedIn }, async (c) => c.json(await settings.read(requireUser(c).user.id), 200))
    .openapi({ ...noticeRoutes.saveSettings, middleware: signedIn }, async (c) => {
      const body = await parseJson(c, NoticeSettingsBody);
      return c.json(await settings.save(requireUser(c).user.id, body), 200);
    });
}
