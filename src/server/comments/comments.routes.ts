import { Hono } from 'hono';
import { CommentBody, CommentListQuery, ReplyBody } from '../../lib/schemas/comments.ts';
import type { ListingKind } from '../db/schema.ts';
import type { ApiEnv } from '../http/context.ts';
import { pageBody } from '../http/pagination.ts';
import { requireUser } from '../http/session.ts';
import { parseJson, parseWith, pathId } from '../http/validation.ts';
import type { CommentsService } from './comments.service.ts';

/** Both path families of spec/API.md "Comments": on services and, the same, on products. */
const FAMILIES: Array<{ kind: ListingKind; listings: string; comments: string }> = [
  { kind: 'service', listings: '/services/api/services', comments: '/services/api/comments' },
  { kind: 'product', listings: '/products/api/products', comments: '/products/api/comments' },
];

export function commentsRoutes(comments: CommentsService) {
  const app = new Hono<ApiEnv>({ strict: false });
  for (const { kind, listings, comments: family } of FAMILIES) {
    app
      .get(`${listings}/:listingId/comments`, async (c) => {
        const query = parseWith(CommentListQuery, c.req.query());
        const page = query.page ?? query.currentPage ?? 1;
        const result = await comments.list(kind, pathId(c.req.param('listingId')), page, query.page_size);
        return c.json(pageBody(c, result, page, query.page_size, (comment) => comment));
      })
      .post(`${listings}/:listingId/comments`, async (c) => {
        const { user } = requireUser(c);
        const { text } = await parseJson(c, CommentBody);
        return c.json(await comments.create(kind, pathId(c.req.param('listingId')), user.id, text), 201);
      });
    for (const path of [`${listings}/:listingId/comments/:commentId`, `${family}/:commentId`]) {
      const scope = (param: (name: string) => string | undefined) => ({ kind, ...(param('listingId') !== undefined && { listingId: pathId(param('listingId')) }) });
      app
        .put(path, async (c) => {
          const { user } = requireUser(c);
          const { text } = await parseJson(c, CommentBody);
          return c.json(await comments.update(pathId(c.req.param('commentId')), user.id, text, scope((name) => c.req.param(name))));
        })
        .delete(path, async (c) => {
          const { user } = requireUser(c);
          await comments.delete(pathId(c.req.param('commentId')), user.id, scope((name) => c.req.param(name)));
          return c.body(null, 204);
        });
    }
    app
      .get(`${family}/:commentId/replies`, async (c) => c.json({ data: await comments.replies(pathId(c.req.param('commentId')), { kind }) }))
      .post(`${family}/:commentId/replies`, async (c) => {
        const { user } = requireUser(c);
        const { text } = await parseJson(c, ReplyBody);
        return c.json(await comments.reply(pathId(c.req.param('commentId')), user.id, text, { kind }), 201);
      });
  }
  return app;
}
