import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Comment, Reply } from '../../lib/schemas/shapes.ts';
import { localizePath } from '../../lib/locales.ts';
import { placeName } from '../../lib/names.ts';
import { errorMessage } from '../shared/errors.ts';
import { CommentMenu } from './CommentMenu.tsx';
import { CommentEditor } from './CommentEditor.tsx';
import { CommentLike } from './CommentLike.tsx';
import { formatTimeAgo } from '../../lib/format.ts';
import { ReportEntry } from './ReportEntry.tsx';
import { notice, useComments } from './comments-context.ts';
import { UserAvatar } from './UserAvatar.tsx';

type Mode = 'view' | 'edit' | 'confirm' | 'deleting';

/**
 * The question before a comment is deleted (SPEC.md §5), in place: the site's one confirmation,
 * whose code comes with an author's first Delete, not with the page (DESIGN.md's page budget).
 */
const ConfirmInPlace = lazy(() => import('../shared/ConfirmInPlace.tsx').then((module) => ({ default: module.ConfirmInPlace })));

/**
 * One comment or reply: who wrote it, where from, when, the text (always as text: React escapes
 * it, line breaks kept, nothing linkified), its like toggle and its menu: for the author, edit and
 * delete; for anyone else signed in, Report (issue 23). One a moderator hid reaches its author
 * only, greyed, with the moderator's reason.
 * `actions` and `children` are the thread's parts (reply toggle, replies) for top-level comments.
 */
export function CommentItem<T extends Comment | Reply>(props: {
  entry: T;
  isReply?: boolean;
  onChanged(entry: T): void;
  /** After the server deleted it; the parent takes it away and decides where the focus goes. */
  onDeleted(id: number): void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { entry, isReply = false } = props;
  const { t, tr, time, calls, userId, locale, now } = useComments();
  const nameId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [deleteError, setDeleteError] = useState('');
  const backToMenu = useRef(false);
  const isAuthor = userId !== null && entry.user.id === userId;
  // Hidden by a moderator: only its author gets it, with the reason.
  const hidden = entry.hidden_reason != null;
  const place = entry.user.location && placeName(entry.user.location, locale);
  // The author's public page, in the page's language.
  const profileHref = localizePath(`/user/${entry.user.id}`, locale);

  // Leaving edit mode or the confirmation removes the focused element: the focus goes back to
  // the menu button it came from, once that is rendered again.
  useEffect(() => {
    if (mode !== 'view' || !backToMenu.current) return;
    backToMenu.current = false;
    menuButton.current?.focus();
  }, [mode]);

  function enter(next: 'edit' | 'confirm') {
    setDeleteError('');
    setMode(next);
  }

  function toView() {
    backToMenu.current = true;
    setMode('view');
  }

  async function save(text: string): Promise<string | null> {
    try {
      const updated = await calls.update<T>(entry.id, text);
      props.onChanged({ ...entry, ...updated });
      toView();
      return null;
    } catch (failure) {
      notice.error(t('comment_update_error'));
      return errorMessage(failure, t, 'unknown_error_message');
    }
  }

  async function remove() {
    if (mode === 'deleting') return;
    setMode('deleting');
    try {
      await calls.remove(entry.id);
      notice.success(t(isReply ? 'reply_deleted' : 'comment_deleted'));
      props.onDeleted(entry.id);
    } catch (failure) {
      notice.error(t('comment_delete_error'));
      setDeleteError(errorMessage(failure, t, 'unknown_error_message'));
      toView();
    }
  }

  return (
    <article id={`comment-${entry.id}`} tabIndex={-1} aria-labelledby={nameId} className="flex gap-3 rounded-lg" data-testid={isReply ? 'reply' : 'comment'}>
      {/* The name below is the link for the keyboard and screen readers; the picture is the same link for the pointer. */}
      <a href={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0 self-start rounded-full">
        <UserAvatar user={entry.user} small={isReply} />
      </a>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <a id={nameId} href={profileHref} className="font-semibold user-text text-slate-900 hover:underline" data-testid="comment-author">
                {entry.user.username}
              </a>
              <time dateTime={entry.created_at} className="text-xs text-slate-600">
                {formatTimeAgo(entry.created_at, now, time)}
              </time>
              {entry.updated_at !== entry.created_at && <span className="text-xs text-slate-600">· {t('edited')}</span>}
            </p>
            {place && <p className="text-xs text-slate-600">{place}</p>}
          </div>
          {isAuthor
            ? mode !== 'edit' && (
                <CommentMenu
                  buttonRef={menuButton}
                  items={[
                    { label: t('edit'), icon: 'pencil', onSelect: () => enter('edit') },
                    { label: t('delete'), icon: 'trash', danger: true, onSelect: () => enter('confirm') },
                  ]}
                />
              )
            : userId !== null && (
                <ReportEntry
                  t={tr}
                  locale={locale}
                  targetType="comment"
                  targetId={entry.id}
                  // The menu's item goes away as the dialog opens: the focus comes back to the menu's button.
                  opener={(open) => (
                    <CommentMenu buttonRef={menuButton} items={[{ label: tr('report'), icon: 'flag', onSelect: () => open(menuButton.current) }]} />
                  )}
                />
              )}
        </div>
        {hidden && (
          <p className="mt-1 rounded-lg bg-slate-100 px-2.5 py-1.5 text-xs text-slate-700" data-testid="comment-hidden">
            {tr('comment_hidden')} {entry.hidden_reason && <span className="user-text">{tr('comment_hidden_reason', { reason: entry.hidden_reason })}</span>}
          </p>
        )}
        {mode === 'edit' ? (
          <CommentEditor text={entry.text} blankKey={isReply ? 'reply_info' : 'enter_comment'} save={save} onCancel={toView} />
        ) : (
          <p
            className={`mt-1 text-[0.9375rem] leading-6 user-text whitespace-pre-line ${hidden ? 'text-slate-500' : 'text-slate-800'}`}
            data-testid="comment-text"
          >
            {entry.text}
          </p>
        )}
        {(mode === 'confirm' || mode === 'deleting') && (
          <Suspense>
            <ConfirmInPlace
              className="mt-2"
              question={t(isReply ? 'delete_reply_confirm' : 'delete_confirm')}
              confirmLabel={t('delete_confirm_button')}
              cancelLabel={t('cancel')}
              busyLabel={t('deleting')}
              busy={mode === 'deleting'}
              onConfirm={() => void remove()}
              onCancel={toView}
            />
          </Suspense>
        )}
        {deleteError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t('comment_delete_error')}: {deleteError}
          </p>
        )}
        <div className="mt-1 -ml-2 flex flex-wrap items-center gap-1">
          <CommentLike id={entry.id} likes={entry.likes} authorId={entry.user.id} />
          {props.actions}
        </div>
        {props.children}
      </div>
    </article>
  );
}
