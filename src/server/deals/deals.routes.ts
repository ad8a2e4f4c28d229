import { dealRoutes, DecisionBody, DealRequestBody, DisputeBody, HandoverBody, PayBody } from '../../lib/schemas/deals.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser, signedIn } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import type { DealsService } from './deals.service.ts';

/** /api/deals/… (the two sides of a safe deal) and /api/moderation/deals/… (moderators: 403 to everyone else). */
export function dealsRoutes(deals: DealsService) {
  return (
    apiRouter()
      // Before `/deals/{id}`: `card-form` is no id.
      .openapi({ ...dealRoutes.cardForm, middleware: signedIn }, (c) => c.json(deals.cardForm(), 200))
      .openapi({ ...dealRoutes.request, middleware: signedIn }, async (c) =>
        c.json(await deals.request(requireUser(c).user.id, await parseJson(c, DealRequestBody), c.get('locale')), 201),
      )
      .openapi({ ...dealRoutes.list, middleware: signedIn }, async (c) => {
        const query = c.req.valid('query');
        return c.json({ results: await deals.list(requireUser(c).user.id, { role: query.role, open: query.open }) }, 200);
      })
      .openapi({ ...dealRoutes.get, middleware: signedIn }, async (c) => c.json(await deals.get(requireUser(c).user.id, c.req.valid('param').id), 200))
      .openapi({ ...dealRoutes.accept, middleware: signedIn }, async (c) => c.json(await deals.accept(requireUser(c).user.id, c.req.valid('param').id), 200))
      .openapi({ ...dealRoutes.decline, middleware: signedIn }, async (c) => c.json(await deals.decline(requireUser(c).user.id, c.req.valid('param').id), 200))
      .openapi({ ...dealRoutes.cancel, middleware: signedIn }, async (c) => c.json(await deals.cancel(requireUser(c).user.id, c.req.valid('param').id), 200))
      .openapi({ ...dealRoutes.refuse, middleware: signedIn }, async (c) => c.json(await deals.refuse(requireUser(c).user.id, c.req.valid('param').id), 200))
      .openapi({ ...dealRoutes.complete, middleware: signedIn }, async (c) =>
        c.json(await deals.complete(requireUser(c).user.id, c.req.valid('param').id), 200),
      )
      .openapi({ ...dealRoutes.pay, middleware: signedIn }, async (c) => {
        const { card_token: cardToken } = await parseJson(c, PayBody);
        return c.json(await deals.pay(requireUser(c).user.id, c.req.valid('param').id, cardToken), 200);
      })
      .openapi({ ...dealRoutes.handover, middleware: signedIn }, async (c) => {
        const { code } = await parseJson(c, HandoverBody);
        return c.json(await deals.handOver(requireUser(c).user.id, c.req.valid('param').id, code), 200);
      })
      .openapi({ ...dealRoutes.dispute, middleware: signedIn }, async (c) => {
        const { reason } = await parseJson(c, DisputeBody);
        return c.json(await deals.dispute(requireUser(c).user.id, c.req.valid('param').id, reason), 200);
      })
      .openapi({ ...dealRoutes.moderationList, middleware: signedIn }, async (c) =>
        c.json({ results: await deals.moderationList(requireUser(c).user.id, c.req.valid('query').state) }, 200),
      )
      .openapi({ ...dealRoutes.decide, middleware: signedIn }, async (c) => {
        const { user } = requireUser(c);
        // The moderator is checked before the body is read: to others the endpoint says nothing more than 403.
        await deals.requireModerator(user.id);
        const body = await parseJson(c, DecisionBody);
        return c.json(await deals.decide(user.id, c.req.valid('param').id, body), 200);
      })
  );
}
