import type { Comment, LikeResult, Page, Reply } from '../../lib/api/listings.ts';
import type { Locale } from '../../lib/locales.ts';
import { api } from '../shared/api.ts';

export type ListingKind = 'product' | 'service';

/**
 * The comment calls of spec/API.md "Comments" for one listing. Products and services have the
 * same calls under their own prefix; edits, deletes and replies go through the short
 * `/comments/{id}/` family, which works for comments and replies alike.
 */
export function commentsApi(kind: ListingKind, listingId: number, locale: Locale) {
  const base = kind === 'service' ? '/api/services/api' : '/api/products/api';
  const comment = (id: number) => `${base}/comments/${id}/`;
  return {
    list: (page: number, pageSize: number, signal?: AbortSignal) =>
      api<Page<Comment>>(`${base}/${kind}s/${listingId}/comments/?page=${page}&page_size=${pageSize}`, { locale, ...(signal && { signal }) }),
    create: (text: string) => api<Comment>(`${base}/${kind}s/${listingId}/comments/`, { locale, json: { text } }),
    update: <T extends Comment | Reply>(id: number, text: string) => api<T>(comment(id), { locale, method: 'PUT', json: { text } }),
    remove: (id: number) => api<null>(comment(id), { locale, method: 'DELETE' }),
    replies: (id: number) => api<{ data: Reply[] }>(`${comment(id)}replies/`, { locale }).then((body) => body.data),
    reply: (id: number, text: string) => api<Reply>(`${comment(id)}replies/`, { locale, json: { text } }),
    like: (id: number, liked: boolean) => api<LikeResult>(`/api/global/${liked ? 'like' : 'unlike'}/comment/${id}/`, { locale, method: 'POST' }),
  };
}

export type CommentsApi = ReturnType<typeof commentsApi>;
