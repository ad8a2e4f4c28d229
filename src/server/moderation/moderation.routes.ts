import { DecisionBody, moderationRoutes, ReconsiderBody, ReportBody, ReviewRequestBody, type MyReport } from '../../lib/schemas/moderation.ts';
import type { z } from 'zod';
import { getT } from '../i18n.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser, signedIn } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import type { ModerationService } from './moderation.service.ts';

type ReportRow = Awaited<ReturnType<ModerationService['myReports']>>[number];

/** A report as its reporter sees it (the case's decision stays the moderators'). */
const toMyReport = ({ decision: _decision, ...report }: ReportRow) => report as z.infer<typeof MyReport>;

/** /api/reports/ (anyone signed in) and /api/moderation/… (moderators: 403 to everyone else). */
export function moderationApi(moderation: ModerationService) {
  return apiRouter()
    .openapi({ ...moderationRoutes.report, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      const report = await moderation.report(user.id, await parseJson(c, ReportBody));
      return c.json({ report: toMyReport(report), message: getT(c.get('locale'), 'moderation')('report_thanks') }, 201);
    })
    .openapi({ ...moderationRoutes.mine, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      return c.json({ results: (await moderation.myReports(user.id)).map(toMyReport) }, 200);
    })
    .openapi({ ...moderationRoutes.askReview, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      await moderation.askReview(user.id, (await parseJson(c, ReviewRequestBody)).listing_id);
      return c.body(null, 204);
    })
    .openapi({ ...moderationRoutes.queue, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      const query = c.req.valid('query');
      return c.json(await moderation.queue(user.id, { reason: query.reason, targetType: query.target_type, regionId: query.region_id, page: query.page }), 200);
    })
    .openapi({ ...moderationRoutes.detail, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      return c.json(await moderation.case(user.id, c.req.valid('param').id), 200);
    })
    .openapi({ ...moderationRoutes.decide, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      // The moderator is checked before the body is read: to others the endpoint says nothing more than 403.
      await moderation.requireModerator(user.id);
      return c.json(await moderation.decide(user.id, c.req.valid('param').id, await parseJson(c, DecisionBody)), 200);
    })
    .openapi({ ...moderationRoutes.reconsider, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      await moderation.requireModerator(user.id);
      return c.json(await moderation.reconsider(user.id, c.req.valid('param').id, await parseJson(c, ReconsiderBody)), 200);
    });
}
