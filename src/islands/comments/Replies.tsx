import { useEffect, useRef } from 'react';
import type { Reply } from '../../lib/schemas/shapes.ts';
import { CommentItem } from './CommentItem.tsx';
import { useComments } from './comments-context.ts';

export type RepliesState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; replies: Reply[] };

/** A comment's replies, loaded when first shown: loading, error with retry, or the list (oldest first). */
export function Replies(props: {
  id: string;
  label: string;
  state: RepliesState;
  onRetry(): void;
  onChanged(reply: Reply): void;
  onDeleted(id: number): void;
}) {
  const { t } = useComments();
  const { state } = props;
  const box = useRef<HTMLDivElement>(null);

  // Opened near the bottom of the scroll area, the replies would stay out of sight: bring the
  // first of them (or the loading line) in, moving no more than that needs.
  useEffect(() => {
    box.current?.querySelector('li, [role="status"], [role="alert"]')?.scrollIntoView({ block: 'nearest' });
  }, [state.kind]);

  return (
    <div ref={box} id={props.id} className="mt-2 border-l-2 border-slate-200 pl-3">
      {(state.kind === 'loading' || state.kind === 'idle') && (
        <p role="status" className="py-2 text-sm text-slate-600">
          {t('loading_replies')}
        </p>
      )}
      {state.kind === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-2 py-2 text-sm text-red-800">
          {t('error_occurred')}
          <button type="button" className="font-semibold text-brand-800 underline underline-offset-2" onClick={props.onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <ul aria-label={props.label} className="space-y-3 py-1">
          {state.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem entry={reply} isReply onChanged={props.onChanged} onDeleted={props.onDeleted} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
