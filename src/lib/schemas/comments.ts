import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, IdParam, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';
import { COMMENT_MAX } from '../user-text.ts';
import { pagination } from './listings.ts';
import { page, ProductComment, Reply, ServiceComment } from './shapes.ts';

/** Requests of the comments API (spec/API.md "Comments"); the service cleans and measures the text. */
export const COMMENTS_PAGE_SIZE = 20;

export const CommentBody = z.object({
  text: z
    .string({ error: 'enter_comment' })
    .max(20_000, 'comment_too_long')
    .meta({ description: `Cleaned, then 1–${COMMENT_MAX} characters.`, example: 'Narxi kelishiladimi?' }),
});
export const ReplyBody = z.object({
  text: z
    .string({ error: 'reply_info' })
    .max(20_000, 'comment_too_long')
    .meta({ description: `Cleaned, then 1–${COMMENT_MAX} characters.`, example: 'Ha, kelishamiz.' }),
});
export const CommentListQuery = z.object(pagination(COMMENTS_PAGE_SIZE));

/** The two families: comments on services and on products. */
type Kind = 'service' | 'product';

/** Each family's comment: the listing's id named by its kind. */
const COMMENT_OF: Record<Kind, typeof ServiceComment | typeof ProductComment> = { service: ServiceComment, product: ProductComment };

const listingParams = z.object({ listingId: IdParam.meta({ description: 'The listing commented on.' }) });
const commentParams = z.object({ commentId: IdParam.meta({ description: 'A comment or a reply.' }) });
const listingCommentParams = listingParams.extend(commentParams.shape);

const TEXT_RULE = `The text is cleaned (control characters and bidirectional overrides removed, the ends trimmed) and must then be 1–${COMMENT_MAX} characters (400 \`enter_comment\`, \`reply_info\`, \`comment_too_long\`).`;
const BLOCK_RULE =
  'Someone the listing’s owner (or, for a reply, the comment’s author) blocked in a chat may not comment there (403 `comment_blocked`); a signed-in reader does not get the comments of people they blocked.';
const QUOTA_RULE = 'Comments and replies together: at most 60 an hour per account (429 `comments_hourly_limit` with `Retry-After`).';

/**
 * The comment routes of one family (spec/API.md "Comments"): `/services/api/…` for services,
 * the same under `/products/api/…` for products. A comment is edited or deleted by its path
 * under the listing or by its own path; both are the author's only.
 */
export function commentRoutes(kind: Kind) {
  const comment = COMMENT_OF[kind];
  const listings = `/${kind}s/api/${kind}s/{listingId}/comments` as const;
  const comments = `/${kind}s/api/comments` as const;
  const tags = ['Comments'];
  const edited = jsonAnswer(z.union([comment, Reply]), 'The comment as it is now (a reply answers as a reply).');
  const edit = <Path extends string, Params extends z.ZodObject>(path: Path, params: Params, where: string) => ({
    update: {
      method: 'put',
      path,
      tags,
      summary: `Edit a comment on a ${kind} or a reply${where}`,
      description: `The author only (403 \`not_author\`). ${TEXT_RULE}`,
      security: SIGNED_IN,
      request: { params, body: jsonBody(CommentBody, 'The new text.') },
      responses: { 200: edited, ...errorAnswers(400, 401, 403, 404, 413, 415) },
    } as const satisfies RouteConfig,
    remove: {
      method: 'delete',
      path,
      tags,
      summary: `Delete a comment on a ${kind} or a reply${where}`,
      description: 'The author only (403 `not_author`); deleting a comment deletes its replies.',
      security: SIGNED_IN,
      request: { params },
      responses: { 204: { description: 'Deleted.' }, ...errorAnswers(401, 403, 404) },
    } as const satisfies RouteConfig,
  });
  const underListing = edit(`${listings}/{commentId}`, listingCommentParams, ' (by its listing)');
  const byId = edit(`${comments}/{commentId}`, commentParams, '');
  return {
    list: {
      method: 'get',
      path: listings,
      tags,
      summary: `The comments on a ${kind}`,
      description: `Top-level comments, newest first, ${COMMENTS_PAGE_SIZE} a page unless \`page_size\` says otherwise; replies are listed by their comment.`,
      request: { params: listingParams, query: CommentListQuery },
      responses: { 200: jsonAnswer(page(comment), 'A page of comments.'), ...errorAnswers(400, 404) },
    } as const satisfies RouteConfig,
    create: {
      method: 'post',
      path: listings,
      tags,
      summary: `Comment on a ${kind}`,
      description: `${TEXT_RULE} ${QUOTA_RULE} ${BLOCK_RULE}`,
      security: SIGNED_IN,
      request: { params: listingParams, body: jsonBody(CommentBody, 'The comment.') },
      responses: { 201: jsonAnswer(comment, 'The new comment.'), ...errorAnswers(400, 401, 403, 404, 413, 415, 429) },
    } as const satisfies RouteConfig,
    updateUnderListing: underListing.update,
    deleteUnderListing: underListing.remove,
    update: byId.update,
    remove: byId.remove,
    replies: {
      method: 'get',
      path: `${comments}/{commentId}/replies`,
      tags,
      summary: `The replies to a comment on a ${kind}`,
      description: 'Oldest first, all of them; a reply has no replies of its own (an empty list).',
      request: { params: commentParams },
      responses: { 200: jsonAnswer(z.object({ data: z.array(Reply) }), 'Its replies.'), ...errorAnswers(404) },
    } as const satisfies RouteConfig,
    reply: {
      method: 'post',
      path: `${comments}/{commentId}/replies`,
      tags,
      summary: `Reply to a comment on a ${kind}`,
      description: `Replies are one level deep: a reply to a reply joins the comment that one answers. ${TEXT_RULE} ${QUOTA_RULE} ${BLOCK_RULE}`,
      security: SIGNED_IN,
      request: { params: commentParams, body: jsonBody(ReplyBody, 'The reply.') },
      responses: { 201: jsonAnswer(Reply, 'The new reply.'), ...errorAnswers(400, 401, 403, 404, 413, 415, 429) },
    } as const satisfies RouteConfig,
  };
}

export const serviceComments = commentRoutes('service');
export const productComments = commentRoutes('product');
