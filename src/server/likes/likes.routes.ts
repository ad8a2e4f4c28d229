import { Hono } from 'hono';
import type { ListingKind } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { ApiEnv } from '../http/context.ts';
import { requireUser } from '../http/session.ts';
import { pathId } from '../http/validation.ts';
import { toProduct, toService } from '../listings/listing-shapes.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { LikesService } from './likes.service.ts';

/** The kinds a like names in its path. */
function kindOf(value: string): ListingKind | 'comment' {
  if (value === 'product' || value === 'service' || value === 'comment') return value;
  throw new AppError('route_not_found');
}

/** /api/global/… (spec/API.md "Likes and favourites"): idempotent likes, `{liked, likes}`. */
export function likesRoutes(deps: { likes: LikesService; comments: CommentsService; media: MediaStore }) {
  const { likes, comments, media } = deps;
  return new Hono<ApiEnv>({ strict: false })
    .post('/global/like/:kind/:id', async (c) => {
      const { user } = requireUser(c);
      const kind = kindOf(c.req.param('kind'));
      const id = pathId(c.req.param('id'));
      return c.json(kind === 'comment' ? await comments.like(id, user.id) : await likes.like(kind, id, user.id));
    })
    .post('/global/unlike/:kind/:id', async (c) => {
      const { user } = requireUser(c);
      const kind = kindOf(c.req.param('kind'));
      const id = pathId(c.req.param('id'));
      return c.json(kind === 'comment' ? await comments.unlike(id, user.id) : await likes.unlike(kind, id, user.id));
    })
    .get('/global/liked-items', async (c) => {
      const { user } = requireUser(c);
      const [products, services] = await Promise.all([likes.likedListings(user.id, 'product'), likes.likedListings(user.id, 'service')]);
      return c.json({
        liked_products: products.records.map((record) => toProduct(record, media)),
        liked_services: services.records.map((record) => toService(record, media)),
      });
    });
}
