import { AnswerBody, ReviewBody, ReviewEditBody, reviewRoutes } from '../../lib/schemas/reviews.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { listingCache } from '../http/cache.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser, signedIn } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import { pageTags } from '../page-cache/policy.ts';
import type { ReviewsService } from './reviews.service.ts';

/**
 * /api/reviews/… (signed in: write, edit, answer, the deals due, one's own) and
 * `GET /api/users/{id}/reviews/` (anyone; cached like a seller's page, dropped by their tag).
 */
export function reviewsRoutes(deps: { reviews: ReviewsService; answers: AnswerCache }) {
  const { reviews } = deps;
  return apiRouter()
    .openapi({ ...reviewRoutes.write, middleware: signedIn }, async (c) =>
      c.json(await reviews.write(requireUser(c).user.id, await parseJson(c, ReviewBody)), 201),
    )
    .openapi({ ...reviewRoutes.due, middleware: signedIn }, async (c) => c.json({ results: await reviews.due(requireUser(c).user.id) }, 200))
    .openapi({ ...reviewRoutes.mine, middleware: signedIn }, async (c) => c.json({ results: await reviews.mine(requireUser(c).user.id) }, 200))
    .openapi({ ...reviewRoutes.edit, middleware: signedIn }, async (c) =>
      c.json(await reviews.edit(requireUser(c).user.id, c.req.valid('param').id, await parseJson(c, ReviewEditBody)), 200),
    )
    .openapi({ ...reviewRoutes.answer, middleware: signedIn }, async (c) =>
      c.json(await reviews.answer(requireUser(c).user.id, c.req.valid('param').id, (await parseJson(c, AnswerBody)).text), 200),
    )
    .openapi({ ...reviewRoutes.ofUser, middleware: [deps.answers.middleware, listingCache()] }, async (c) => {
      const { id } = c.req.valid('param');
      const page = await reviews.ofUser(id, c.req.valid('query'));
      c.set('answerTags', [pageTags.user(id)]);
      return c.json(page, 200);
    });
}
