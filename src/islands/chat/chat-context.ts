import { createContext, useContext } from 'react';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import type { ChatApi } from './chat-api.ts';

export interface ChatContextValue {
  t: TFunction;
  te: TFunction;
  /** The `reports` namespace: Report on the other person's messages (shared/ReportDialog.tsx). */
  tr: TFunction;
  time: TFunction;
  locale: Locale;
  calls: ChatApi;
  me: { id: number; username: string };
  /** The browser's clock (the server's while hydrating). */
  now: number;
  /** `/chat` in the page's language. */
  chatHref: string;
  href(path: string): string;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat outside ChatPage');
  return value;
}
