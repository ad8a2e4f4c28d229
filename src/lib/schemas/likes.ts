import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, IdParam, jsonAnswer, SIGNED_IN } from './contract.ts';
import { LISTING_KIND_NAMES } from '../listing-kinds.ts';
import { LikeResult, Product, RealEstate, Service } from './shapes.ts';

/** Likes and favourites (spec/API.md "Likes and favourites"): idempotent, answered with the count. */
const likeParams = z.object({
  kind: z.enum([...LISTING_KIND_NAMES, 'comment']).meta({ description: 'What is liked: a listing of a kind, or a comment.' }),
  id: IdParam,
});

const toggle = (verb: 'like' | 'unlike') =>
  ({
    method: 'post',
    path: `/global/${verb}/{kind}/{id}`,
    tags: ['Likes'],
    summary: verb === 'like' ? 'Like a product, service or comment (liking twice keeps one like)' : 'Take a like back (idempotent)',
    description:
      verb === 'like'
        ? 'A listing a moderator hid, and its comments, answer 404 `not_found` to everyone but its owner and the moderators (a hidden comment: to everyone but its author). A listing’s owner cannot like it (403 `own_listing_like`), nor a comment’s author theirs (403 `own_comment_like`).'
        : 'A listing a moderator hid, and its comments, answer 404 `not_found` to everyone but its owner and the moderators (a hidden comment: to everyone but its author).',
    security: SIGNED_IN,
    request: { params: likeParams },
    responses: { 200: jsonAnswer(LikeResult, 'Whether the user likes it now, and how many people do.'), ...errorAnswers(401, 403, 404, 429) },
  }) as const satisfies RouteConfig;

export const like = toggle('like');
export const unlike = toggle('unlike');

export const likedItems = {
  method: 'get',
  path: '/global/liked-items',
  tags: ['Likes'],
  summary: 'The listings of each kind the signed-in user likes',
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(
      z.object({
        liked_products: z.array(Product),
        liked_services: z.array(Service),
        liked_real_estate: z.array(RealEstate).meta({ description: 'Beyond spec/API.md (issue 38): the real-estate listings.' }),
      }),
      'Newest like first.',
    ),
    ...errorAnswers(401),
  },
} as const satisfies RouteConfig;
