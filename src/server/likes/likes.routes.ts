import type { CommentsService } from '../comments/comments.service.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser } from '../http/session.ts';
import { LISTING_KIND_NAMES, toProduct, toRealEstate, toService } from '../../lib/listing-kinds.ts';
import type { MediaStore } from '../media/media-store.ts';
import { like, likedItems, unlike } from '../../lib/schemas/likes.ts';
import type { LikesService } from './likes.service.ts';

/** /api/global/… (spec/API.md "Likes and favourites"): idempotent likes, `{liked, likes}`. */
export function likesRoutes(deps: { likes: LikesService; comments: CommentsService; media: MediaStore }) {
  const { likes, comments, media } = deps;
  return apiRouter()
    .openapi(like, async (c) => {
      const { user } = requireUser(c);
      const { kind, id } = c.req.valid('param');
      return c.json(kind === 'comment' ? await comments.like(id, user.id) : await likes.like(kind, id, user.id), 200);
    })
    .openapi(unlike, async (c) => {
      const { user } = requireUser(c);
      const { kind, id } = c.req.valid('param');
      return c.json(kind === 'comment' ? await comments.unlike(id, user.id) : await likes.unlike(kind, id, user.id), 200);
    })
    .openapi(likedItems, async (c) => {
      const { user } = requireUser(c);
      const [products, services, realEstate] = await Promise.all(LISTING_KIND_NAMES.map((kind) => likes.likedListings(user.id, kind)));
      return c.json(
        {
          liked_products: products!.records.map((record) => toProduct(record, media)),
          liked_services: services!.records.map((record) => toService(record, media)),
          liked_real_estate: realEstate!.records.map((record) => toRealEstate(record, media)),
        },
        200,
      );
    });
}
