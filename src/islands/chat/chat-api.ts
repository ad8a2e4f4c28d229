import type { ChatMessage, ChatOpened, ChatRoom } from '../../lib/api/chats.ts';
import type { Locale } from '../../lib/locales.ts';
import { api } from '../shared/api.ts';

/** The chat calls of spec/API.md "Chats" (and README's block, unblock and `?after=`) the pages make. */
export function chatApi(locale: Locale) {
  return {
    list: () => api<{ results: ChatRoom[] }>('/api/chats/', { locale }).then((body) => body.results),
    open: (id: number, page: { before?: number; after?: number } = {}) => {
      const query = page.before ? `?before=${page.before}` : page.after ? `?after=${page.after}` : '';
      return api<ChatOpened>(`/api/chats/${id}/${query}`, { locale });
    },
    send: (id: number, content: string, file?: File) => {
      if (!file) return api<ChatMessage>(`/api/chats/${id}/messages/`, { locale, json: { content } });
      const form = new FormData();
      form.append('content', content);
      form.append('file', file);
      return api<ChatMessage>(`/api/chats/${id}/messages/`, { locale, form });
    },
    remove: (id: number) => api<null>(`/api/chats/${id}/`, { locale, method: 'DELETE' }),
    block: (id: number, blocked: boolean) => api<ChatRoom>(`/api/chats/${id}/${blocked ? 'block' : 'unblock'}/`, { locale, method: 'POST' }),
  };
}

export type ChatApi = ReturnType<typeof chatApi>;

