import type { Comment, Reply } from '../../lib/schemas/shapes.ts';
import type { Locale } from '../../lib/locales.ts';
import type { CommentedApiPaths } from '../../lib/listing-kinds.ts';
import { call } from '../shared/api.ts';

/**
 * The comment calls of spec/API.md "Comments" for one listing, typed by the API's document.
 * Products and services have the same calls under their own prefix (`api`, lib/listing-kinds.ts); edits, deletes and replies
 * go through the short `/comments/{id}/` family, which works for comments and replies alike.
 */
export function commentsApi(api: CommentedApiPaths, listingId: number, locale: Locale) {
  const { listings: family, comments } = api;
  const listing = { listingId: String(listingId) };
  const comment = (id: number) => ({ commentId: String(id) });
  return {
    list: (page: number, pageSize: number, signal?: AbortSignal) =>
      call('get', `${family}/{listingId}/comments`, { locale, params: listing, query: { page, page_size: pageSize }, ...(signal && { signal }) }),
    create: (text: string): Promise<Comment> => call('post', `${family}/{listingId}/comments`, { locale, params: listing, json: { text } }),
    update: <T extends Comment | Reply>(id: number, text: string) =>
      call('put', `${comments}/{commentId}`, { locale, params: comment(id), json: { text } }) as Promise<T>,
    remove: (id: number) => call('delete', `${comments}/{commentId}`, { locale, params: comment(id) }),
    replies: (id: number) => call('get', `${comments}/{commentId}/replies`, { locale, params: comment(id) }).then((body) => body.data),
    reply: (id: number, text: string) => call('post', `${comments}/{commentId}/replies`, { locale, params: comment(id), json: { text } }),
    like: (id: number, liked: boolean) =>
      call('post', liked ? '/api/global/like/{kind}/{id}' : '/api/global/unlike/{kind}/{id}', { locale, params: { kind: 'comment', id: String(id) } }),
  };
}

export type CommentsApi = ReturnType<typeof commentsApi>;
