import { CommentBody, productComments, ReplyBody, serviceComments } from '../../lib/schemas/comments.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';
import { apiRouter } from '../http/openapi.ts';
import { pageBody } from '../http/pagination.ts';
import { requireUser } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import type { CommentsService } from './comments.service.ts';

/** Both path families of spec/API.md "Comments": on services and, the same, on products. */
const FAMILIES: Array<{ kind: ListingKind; routes: typeof serviceComments }> = [
  { kind: 'service', routes: serviceComments },
  { kind: 'product', routes: productComments },
];

export function commentsRoutes(comments: CommentsService) {
  const app = apiRouter();
  for (const { kind, routes } of FAMILIES) {
    app
      .openapi(routes.list, async (c) => {
        const query = c.req.valid('query');
        const page = query.page ?? query.currentPage ?? 1;
        // A comment a moderator hid is listed for its author only.
        const result = await comments.list(kind, c.req.valid('param').listingId, page, query.page_size, c.get('auth')?.user.id ?? null);
        return c.json(
          pageBody(c, result, page, query.page_size, (comment) => comment),
          200,
        );
      })
      .openapi(routes.create, async (c) => {
        const { user } = requireUser(c);
        const { text } = await parseJson(c, CommentBody);
        return c.json(await comments.create(kind, c.req.valid('param').listingId, user.id, text), 201);
      })
      .openapi(routes.updateUnderListing, async (c) => {
        const { user } = requireUser(c);
        const { text } = await parseJson(c, CommentBody);
        const { listingId, commentId } = c.req.valid('param');
        return c.json(await comments.update(commentId, user.id, text, { kind, listingId }), 200);
      })
      .openapi(routes.deleteUnderListing, async (c) => {
        const { user } = requireUser(c);
        const { listingId, commentId } = c.req.valid('param');
        await comments.delete(commentId, user.id, { kind, listingId });
        return c.body(null, 204);
      })
      .openapi(routes.update, async (c) => {
        const { user } = requireUser(c);
        const { text } = await parseJson(c, CommentBody);
        return c.json(await comments.update(c.req.valid('param').commentId, user.id, text, { kind }), 200);
      })
      .openapi(routes.remove, async (c) => {
        const { user } = requireUser(c);
        await comments.delete(c.req.valid('param').commentId, user.id, { kind });
        return c.body(null, 204);
      })
      .openapi(routes.replies, async (c) =>
        c.json({ data: await comments.replies(c.req.valid('param').commentId, { kind }, c.get('auth')?.user.id ?? null) }, 200),
      )
      .openapi(routes.reply, async (c) => {
        const { user } = requireUser(c);
        const { text } = await parseJson(c, ReplyBody);
        return c.json(await comments.reply(c.req.valid('param').commentId, user.id, text, { kind }), 201);
      });
  }
  return app;
}
