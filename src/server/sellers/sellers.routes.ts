import { LISTING_KINDS, shapeListing } from '../../lib/listing-kinds.ts';
import { sellerRoutes } from '../../lib/schemas/sellers.ts';
import { AppError } from '../errors.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { listingCache } from '../http/cache.ts';
import { apiRouter } from '../http/openapi.ts';
import { pageBody } from '../http/pagination.ts';
import type { MediaStore } from '../media/media-store.ts';
import { pageTags } from '../page-cache/policy.ts';
import type { SellersService } from './sellers.service.ts';

/**
 * `GET /api/users/{id}/` and `GET /api/users/{id}/listings/` (lib/schemas/sellers.ts): thin, and
 * kept in memory for signed-out callers like the lists (http/answer-cache.ts), dropped by the
 * seller's tag (a profile change, a move of one of their listings) and by their kinds' lists (a
 * listing created, edited or deleted).
 */
export function sellersRoutes(deps: { sellers: SellersService; media: MediaStore; answers: AnswerCache }) {
  const { sellers, media } = deps;
  const cached = [deps.answers.middleware, listingCache()];
  return apiRouter()
    .openapi({ ...sellerRoutes.profile, middleware: cached }, async (c) => {
      const { id } = c.req.valid('param');
      const profile = await sellers.profile(id);
      if (!profile) throw new AppError('not_found');
      c.set('answerTags', [pageTags.user(id), pageTags.seller(id)]);
      return c.json(profile, 200);
    })
    .openapi({ ...sellerRoutes.listings, middleware: cached }, async (c) => {
      const { id } = c.req.valid('param');
      const { kind, page, page_size } = c.req.valid('query');
      const pageSize = page_size ?? LISTING_KINDS[kind].limits.pageSizes[0];
      const result = await sellers.listings(id, kind, page, pageSize);
      if (!result) throw new AppError('not_found');
      c.set('answerTags', [pageTags.user(id), pageTags.seller(id)]);
      return c.json(
        pageBody(c, result, page, pageSize, (record) => shapeListing(record, media)),
        200,
      );
    });
}
