import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { LISTING_KIND_NAMES } from '../listing-kinds.ts';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../paging.ts';
import { errorAnswers, IdParam, jsonAnswer } from './contract.ts';
import { Location, page, Product, ProfileImage, Rating, RealEstate, Service } from './shapes.ts';

/** A seller's public page in the API (issue 22, item 6): who they are, how they trade, and their listed listings. */

const count = z.number().int().min(0);

export const SellerProfile = z
  .object({
    id: z.number().int(),
    username: z.string(),
    profile_image: ProfileImage,
    location: z.union([Location, z.null()]),
    member_since: z.string().meta({ description: 'When they joined: ISO 8601, UTC.', example: '2026-03-14T10:00:00.000Z' }),
    sold_count: count.meta({ description: 'How many of their listings they marked sold.' }),
    active_counts: z
      .object({ product: count, service: count, real_estate: count })
      .meta({ description: 'How many of their listings of each kind are listed now (active or reserved).' }),
    reply_time: z.number().int().nullable().meta({
      description:
        'The median time in seconds from the first message of someone who wrote to them to their first answer, over conversations started in the last 90 days (one still unanswered after a day counts as its wait); null with fewer than 3 such conversations.',
      example: 1800,
    }),
    rating: Rating,
  })
  .meta({
    id: 'SellerProfile',
    description: 'Someone’s public profile, as their page shows it.',
    example: {
      id: 7,
      username: 'Sardor',
      profile_image: { image: null, thumbnail: null },
      location: null,
      member_since: '2026-03-14T10:00:00.000Z',
      sold_count: 4,
      active_counts: { product: 12, service: 1, real_estate: 0 },
      reply_time: 1800,
      rating: { score: 4.8, count: 23 },
    },
  });

export const SellerListingsQuery = z.object({
  kind: z
    .enum(LISTING_KIND_NAMES, { error: 'field_invalid' })
    .default('product')
    .meta({ description: 'Which of their listings: goods (`product`, the default), services or real estate.' }),
  page: z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(MAX_PAGE, 'page_invalid').default(1),
  page_size: z.coerce
    .number({ error: 'page_size_invalid' })
    .int('page_size_invalid')
    .min(1, 'page_size_invalid')
    .max(MAX_PAGE_SIZE, 'page_size_invalid')
    .optional()
    .meta({ description: 'At most 100; the kind’s list size without it (12 goods and real estate, 10 services).' }),
});
export type SellerListingsQuery = z.output<typeof SellerListingsQuery>;

export const SellerListingsPage = page(z.union([Product, Service, RealEstate])).meta({
  id: 'SellerListingsPage',
  description:
    'A page of the seller’s listed listings of one kind (each a `Product`, `Service` or `RealEstate` as `kind` asks), newest first by their sort date (the last raise, else creation).',
});

const params = z.object({ id: IdParam });
const cached = 'Cached like listings: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in.';

export const sellerRoutes = {
  profile: {
    method: 'get',
    path: '/users/{id}',
    tags: ['Sellers'],
    summary: 'Someone’s public profile',
    description: `Name, picture, place, when they joined, how many listings they have up and have sold, and how fast they usually answer. 404 for no such user. ${cached}`,
    request: { params },
    responses: { 200: jsonAnswer(SellerProfile, 'The profile.'), ...errorAnswers(404) },
  },
  listings: {
    method: 'get',
    path: '/users/{id}/listings',
    tags: ['Sellers'],
    summary: 'Someone’s listed products or services',
    description: `Active and reserved listings only, of the kind asked, newest first. 404 for no such user. ${cached}`,
    request: { params, query: SellerListingsQuery },
    responses: { 200: jsonAnswer(SellerListingsPage, 'A page of their listings.'), ...errorAnswers(400, 404) },
  },
} as const satisfies Record<string, RouteConfig>;

export type SellerProfile = z.infer<typeof SellerProfile>;
