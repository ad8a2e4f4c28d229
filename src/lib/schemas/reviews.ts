import type { RouteConfig } from '@hono/zod-openapi';
import { LISTING_KIND_NAMES } from '../listing-kinds.ts';
import { z } from 'zod';
import { needsReason as needsReasonTag, REVIEW_REASONS, REVIEW_RULES } from '../review-rules.ts';
import { cleanUserText } from '../user-text.ts';
import { errorAnswers, IdParam, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';
import { id } from './listings.ts';
import { Rating, UserRef } from './shapes.ts';

/**
 * Reviews and trust (issue 24) in the API: writing, editing and answering reviews, the deals
 * waiting for one, and a person's shown reviews with their score. Rules: lib/review-rules.ts.
 * Messages are keys of the errors namespace.
 */
const timestamp = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-11-25T07:30:00.000Z' });

const stars = z.coerce
  .number({ error: 'review_stars_invalid' })
  .int('review_stars_invalid')
  .min(REVIEW_RULES.minStars, 'review_stars_invalid')
  .max(REVIEW_RULES.maxStars, 'review_stars_invalid')
  .meta({ description: `${REVIEW_RULES.minStars} to ${REVIEW_RULES.maxStars} stars.` });
const reasons = z
  .array(z.enum(REVIEW_REASONS, { error: 'review_reason_invalid' }), { error: 'review_reason_invalid' })
  .max(REVIEW_REASONS.length, 'review_reason_invalid')
  .default([])
  .meta({
    description: `Why, at ${REVIEW_RULES.reasonsAtOrBelow} stars or fewer (at least one then): \`not_as_described\`, \`no_show\` (late or did not come), \`rude\`, \`price_changed\`, \`other\`.`,
  });
const text = z
  .string()
  .overwrite(cleanUserText)
  .max(REVIEW_RULES.textMax, 'review_text_too_long')
  .optional()
  .meta({ description: `At most ${REVIEW_RULES.textMax} characters.` });

const needsReason = (body: { stars: number; reasons: readonly string[] }, ctx: z.RefinementCtx) => {
  if (needsReasonTag(body.stars) && body.reasons.length === 0) ctx.addIssue({ code: 'custom', path: ['reasons'], message: 'review_reason_required' });
};

export const ReviewBody = z
  .object({
    listing_id: id('field_required').meta({ description: 'The listing the deal was about.' }),
    target_id: id('field_required').meta({ description: 'The other side of the deal: its seller, or the buyer.' }),
    stars,
    reasons,
    text,
  })
  .superRefine(needsReason);
export type ReviewInput = z.output<typeof ReviewBody>;

export const ReviewEditBody = z.object({ stars, reasons, text }).superRefine(needsReason);
export type ReviewEditInput = z.output<typeof ReviewEditBody>;

export const AnswerBody = z.object({
  text: z
    .string({ error: 'review_answer_required' })
    .overwrite(cleanUserText)
    .min(1, 'review_answer_required')
    .max(REVIEW_RULES.answerMax, 'review_answer_too_long')
    .meta({ description: `The reviewed person’s one public answer, at most ${REVIEW_RULES.answerMax} characters.` }),
});

const ReviewListing = z.object({ id: z.number().int(), kind: z.enum(LISTING_KIND_NAMES), title: z.string() }).meta({ id: 'ReviewListing' });

export const Review = z
  .object({
    id: z.number().int(),
    listing: ReviewListing.nullable().meta({
      description: 'The listing the deal was about; null while a moderator keeps it hidden (its title is its owner’s and the moderators’ only).',
    }),
    author: UserRef,
    role: z.enum(['buyer', 'seller']).meta({ description: 'The author’s side of the deal.' }),
    stars: z.number().int(),
    reasons: z.array(z.enum(REVIEW_REASONS)),
    text: z.string().nullable(),
    answer: z.string().nullable().meta({ description: 'The reviewed person’s answer, if they gave it.' }),
    answered_at: timestamp.nullable(),
    created_at: timestamp,
    visible_at: timestamp,
  })
  .meta({ id: 'Review', description: 'A shown review.' });
export type Review = z.infer<typeof Review>;

export const MyReview = z
  .object({
    id: z.number().int(),
    listing: ReviewListing,
    target: UserRef,
    role: z.enum(['buyer', 'seller']),
    stars: z.number().int(),
    reasons: z.array(z.enum(REVIEW_REASONS)),
    text: z.string().nullable(),
    answer: z.string().nullable(),
    status: z.enum(['waiting', 'held', 'shown', 'hidden']).meta({
      description:
        '`waiting` until the other side writes theirs or `shows_by`; `held` for a moderator to look at; `shown`; `hidden` by a moderator (`hidden_reason`).',
    }),
    created_at: timestamp,
    visible_at: timestamp.nullable(),
    shows_by: timestamp.nullable().meta({ description: 'While waiting: when it shows even if the other side never writes.' }),
    editable_until: timestamp
      .nullable()
      .meta({ description: 'Until when its author may still change it (48 hours, while it does not show); null when no longer.' }),
    hidden_reason: z.string().nullable(),
  })
  .meta({ id: 'MyReview', description: 'A review as its author sees it.' });
export type MyReview = z.infer<typeof MyReview>;

export const DueReview = z
  .object({
    listing: ReviewListing,
    other: UserRef,
    role: z.enum(['buyer', 'seller']).meta({ description: 'The caller’s side of the deal.' }),
    via: z.enum(['sale', 'conversation']),
    closes_at: timestamp.meta({ description: 'The last moment to write it.' }),
  })
  .meta({ id: 'DueReview', description: 'A deal the caller may review now and has not.' });
export type DueReview = z.infer<typeof DueReview>;

export const ReviewsQuery = z.object({
  stars: z.coerce
    .number({ error: 'field_invalid' })
    .int('field_invalid')
    .min(1, 'field_invalid')
    .max(5, 'field_invalid')
    .optional()
    .meta({ description: 'Only reviews of this many stars.' }),
  page: z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(1000, 'page_invalid').default(1),
});
export const REVIEWS_PAGE_SIZE = 10;

export const UserReviews = z
  .object({
    rating: Rating,
    stars: z
      .record(z.string(), z.number().int())
      .meta({ description: 'How many shown reviews of each number of stars ("1" … "5").', example: { '5': 18, '4': 3, '3': 1, '2': 0, '1': 1 } }),
    count: z.number().int().meta({ description: 'How many reviews match (with `stars`, of that many).' }),
    results: z.array(Review),
  })
  .meta({ id: 'UserReviews', description: `A page of someone’s shown reviews (${REVIEWS_PAGE_SIZE} a page), newest first, with their score.` });

const params = z.object({ id: IdParam });

export const reviewRoutes = {
  write: {
    method: 'post',
    path: '/reviews',
    tags: ['Reviews'],
    summary: 'Review the other side of a deal',
    description: [
      'The buyer and the seller of a listing sold to that buyer review each other for 30 days after the sale; without a sale, two people who each sent at least 2 messages in the conversation about the listing may, from 24 hours after its first message until 30 days after it.',
      'Refusals: 403 `review_no_deal` (no such deal between the two, or oneself); 409 `review_too_early`, `review_window_closed`, and `review_exists` (one review per author, target and listing; parallel submissions give one).',
      'The review waits unseen until the other side writes theirs or 14 days pass; between accounts that shared a device or address in the last 30 days it is held for a moderator.',
    ].join(' '),
    security: SIGNED_IN,
    request: { body: jsonBody(ReviewBody, 'The deal, the stars, reasons at 3 stars or fewer, and text.') },
    responses: { 201: jsonAnswer(MyReview, 'Written.'), ...errorAnswers(400, 401, 403, 404, 409) },
  },
  edit: {
    method: 'patch',
    path: '/reviews/{id}',
    tags: ['Reviews'],
    summary: 'Change one’s review while it does not show, within 48 hours',
    description: 'Its author only (404 otherwise). 409 `review_not_editable` once it shows or after 48 hours.',
    security: SIGNED_IN,
    request: { params, body: jsonBody(ReviewEditBody, 'The review again.') },
    responses: { 200: jsonAnswer(MyReview, 'Changed.'), ...errorAnswers(400, 401, 404, 409) },
  },
  answer: {
    method: 'post',
    path: '/reviews/{id}/answer',
    tags: ['Reviews'],
    summary: 'Answer a review of oneself, once, in public',
    description: 'The reviewed person only (404 otherwise), once the review shows; 409 `review_answered` for a second answer.',
    security: SIGNED_IN,
    request: { params, body: jsonBody(AnswerBody, 'The answer.') },
    responses: { 200: jsonAnswer(Review, 'The review with its answer.'), ...errorAnswers(400, 401, 404, 409) },
  },
  due: {
    method: 'get',
    path: '/reviews/due',
    tags: ['Reviews'],
    summary: 'The deals the caller may review now and has not',
    description: 'Sales and qualifying conversations of the last 30 days, newest first.',
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(z.object({ results: z.array(DueReview) }).meta({ id: 'DueReviews' }), 'The deals.'), ...errorAnswers(401) },
  },
  mine: {
    method: 'get',
    path: '/reviews/mine',
    tags: ['Reviews'],
    summary: 'The reviews the caller wrote, with their state',
    description: 'The last 100, newest first.',
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(z.object({ results: z.array(MyReview) }).meta({ id: 'MyReviews' }), 'The reviews.'), ...errorAnswers(401) },
  },
  ofUser: {
    method: 'get',
    path: '/users/{id}/reviews',
    tags: ['Reviews'],
    summary: 'Someone’s shown reviews and score',
    description: `Newest first, ${REVIEWS_PAGE_SIZE} a page; \`stars\` filters. 404 for no such user.`,
    request: { params, query: ReviewsQuery },
    responses: { 200: jsonAnswer(UserReviews, 'A page of reviews.'), ...errorAnswers(400, 404) },
  },
} as const satisfies Record<string, RouteConfig>;
