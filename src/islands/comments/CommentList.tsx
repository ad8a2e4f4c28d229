import { useEffect, useState } from 'react';
import type { Comment } from '../../lib/schemas/shapes.ts';
import { CommentThread } from './CommentThread.tsx';
import { useComments } from './comments-context.ts';

export type ListState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; comments: Comment[]; count: number };
export type MoreState = 'idle' | 'loading' | 'error';

/**
 * The comments in a scroll area of at most 24rem (SPEC.md §9), with the loading, error and empty
 * states, and "show more" while the server has more than is shown.
 */
export function CommentList(props: {
  list: ListState;
  more: MoreState;
  onRetry(): void;
  /** Resolves to the first comment it added, if any. */
  onShowMore(): Promise<Comment | null>;
  update(id: number, change: (comment: Comment) => Comment): void;
  onDeleted(id: number): void;
}) {
  const { t, userId } = useComments();
  const { list, more } = props;
  const [focusId, setFocusId] = useState<number | null>(null);

  // After "show more" the reading goes on at the first new comment (and the button may be gone).
  useEffect(() => {
    if (focusId !== null) document.getElementById(`comment-${focusId}`)?.focus();
  }, [focusId]);

  async function showMore() {
    const first = await props.onShowMore();
    if (first) setFocusId(first.id);
  }

  return (
    <div className="-mx-1 mt-5 max-h-96 overflow-y-auto border-t border-slate-200 px-1 pt-4 pb-1">
      {list.kind === 'loading' && (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1].map((row) => (
            <div key={row} aria-hidden="true" className="flex animate-pulse gap-3">
              <div className="size-9 rounded-full bg-slate-200" />
              <div className="flex-1 space-y-2 py-1">
                <div className="h-3 w-1/3 rounded bg-slate-200" />
                <div className="h-3 w-5/6 rounded bg-slate-200" />
              </div>
            </div>
          ))}
        </div>
      )}
      {list.kind === 'error' && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{t('error_occurred')}</p>
          <button type="button" className="btn-secondary mt-2 !px-4 !py-2" onClick={props.onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {list.kind === 'ready' && list.comments.length === 0 && (
        <p className="py-2 text-sm text-slate-600">{t(userId === null ? 'no_comments_visitor' : 'no_comments')}</p>
      )}
      {list.kind === 'ready' && list.comments.length > 0 && (
        <ul aria-label={t('comments_list')} className="space-y-5">
          {list.comments.map((comment) => (
            <li key={comment.id}>
              <CommentThread comment={comment} update={props.update} onDeleted={props.onDeleted} />
            </li>
          ))}
        </ul>
      )}
      {list.kind === 'ready' && list.comments.length < list.count && (
        <div className="mt-5 space-y-2">
          {more === 'error' && (
            <p role="alert" className="text-sm text-red-800">
              {t('error_occurred')}
            </p>
          )}
          <button type="button" className="btn-secondary w-full" aria-disabled={more === 'loading'} onClick={() => void showMore()}>
            {more === 'loading' ? t('loading') : more === 'error' ? t('retry') : t('show_more')}
          </button>
        </div>
      )}
    </div>
  );
}
