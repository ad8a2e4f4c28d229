import type { Locale } from '../../lib/locales.ts';
import { call } from '../shared/api.ts';

/** The chat calls of spec/API.md "Chats" (and README's block, unblock and `?after=`) the pages make, typed by the API's document. */
export function chatApi(locale: Locale) {
  return {
    list: () => call('get', '/api/chats', { locale }).then((body) => body.results),
    open: (id: number, page: { before?: number; after?: number } = {}) =>
      call('get', '/api/chats/{chatId}', {
        locale,
        params: { chatId: String(id) },
        query: page.before ? { before: String(page.before) } : page.after ? { after: String(page.after) } : {},
      }),
    send: (id: number, content: string, file?: File) => {
      const params = { chatId: String(id) };
      if (!file) return call('post', '/api/chats/{chatId}/messages', { locale, params, json: { content } });
      const form = new FormData();
      form.append('content', content);
      form.append('file', file);
      return call('post', '/api/chats/{chatId}/messages', { locale, params, form });
    },
    remove: (id: number) => call('delete', '/api/chats/{chatId}', { locale, params: { chatId: String(id) } }),
    block: (id: number, blocked: boolean) =>
      call('post', blocked ? '/api/chats/{chatId}/block' : '/api/chats/{chatId}/unblock', { locale, params: { chatId: String(id) } }),
  };
}

export type ChatApi = ReturnType<typeof chatApi>;
