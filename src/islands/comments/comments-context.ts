import { createContext, useContext } from 'react';
import type { TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { notify } from '../shared/Notices.tsx';
import type { CommentsApi } from './comments-api.ts';

/** What every part of the comments block needs; one value per island, so no prop chains. */
export interface CommentsContextValue {
  /** The `comments` namespace. */
  t: TFunction;
  /** The `time` namespace: "3 minutes ago" and dates (lib/format.ts `formatTimeAgo`). */
  time: TFunction;
  /** The `errors` namespace: the API's validation messages (enter_comment, reply_info…). */
  te: TFunction;
  /** The `reports` namespace: Report (shared/ReportDialog.tsx) and the moderator's hiding. */
  tr: TFunction;
  locale: Locale;
  calls: CommentsApi;
  /** The signed-in user's id; null for visitors, who read but cannot write. */
  userId: number | null;
  /** Comments and replies the signed-in user liked when the page was rendered. */
  likedIds: ReadonlySet<number>;
  loginHref: string;
  /** The clock the times are shown against (server time until hydrated, then the browser's). */
  now: number;
}

export const CommentsContext = createContext<CommentsContextValue | null>(null);

export function useComments(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('useComments outside CommentsSection');
  return value;
}

/** The comments' notices: 3 s for what went well, 5 s for what did not. */
export const notice = {
  success: (text: string) => notify.success(text, 3000),
  error: (text: string) => notify.error(text, 5000),
};
