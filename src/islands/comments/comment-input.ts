import type { KeyboardEvent } from 'react';
import { cleanUserText, COMMENT_MAX } from '../../lib/user-text.ts';
import type { TFunction } from '../../lib/i18n.ts';

/** Enter sends, Shift+Enter is a new line (SPEC.md §5); Enter that confirms an IME word does neither. */
export function isSubmitKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}

/** The texts of the `errors` namespace the comments use (all they are sent: server/island-messages.ts). */
export const COMMENT_ERROR_TEXTS = ['enter_comment', 'reply_info', 'comment_too_long'] as const;

/** The texts of the `reports` namespace the comments use besides the dialog's (shared/ReportDialog.tsx REPORT_DIALOG_TEXTS): Report, and the author's note on a comment a moderator hid. */
export const COMMENT_REPORT_TEXTS = ['report', 'comment_hidden', 'comment_hidden_reason'] as const;

/**
 * What is wrong with a text before it is sent, in the words the API would use (`errors`
 * namespace), or null. The same cleaning as the server's, so the client never sends text the
 * server would find blank.
 */
export function textProblem(text: string, blankKey: 'enter_comment' | 'reply_info', te: TFunction): string | null {
  const clean = cleanUserText(text);
  if (clean === '') return te(blankKey);
  if ([...clean].length > COMMENT_MAX) return te('comment_too_long', { max: COMMENT_MAX });
  return null;
}
