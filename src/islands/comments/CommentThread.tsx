import { useId, useRef, useState } from 'react';
import type { Comment, Reply } from '../../lib/schemas/shapes.ts';
import { errorMessage } from '../shared/errors.ts';
import { CommentBox } from './CommentBox.tsx';
import { CommentItem } from './CommentItem.tsx';
import { notice, useComments } from './comments-context.ts';
import { Icon } from './Icons.tsx';
import { Replies, type RepliesState } from './Replies.tsx';

/** Replies the server sent, plus the ones written here meanwhile (a reply may land while the list loads). */
function withAdded(replies: Reply[], added: Reply[]): Reply[] {
  const known = new Set(replies.map((reply) => reply.id));
  return [...replies, ...added.filter((reply) => !known.has(reply.id))];
}

/**
 * A top-level comment with its reply box (SPEC.md §4: closes after sending) and its replies,
 * collapsed with their count until asked for, expanded after one is written. `update` takes a
 * change rather than a value, so a slow answer never undoes an edit made meanwhile.
 */
export function CommentThread(props: { comment: Comment; update(id: number, change: (comment: Comment) => Comment): void; onDeleted(id: number): void }) {
  const { comment } = props;
  const { t, calls, userId } = useComments();
  const [replyOpen, setReplyOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [replies, setRepliesState] = useState<RepliesState>({ kind: 'idle' });
  // Read after awaits: the state of this render may be stale by the time an answer arrives.
  const latest = useRef(replies);
  const setReplies = (next: RepliesState) => {
    latest.current = next;
    setRepliesState(next);
  };
  const added = useRef<Reply[]>([]);
  const replyButton = useRef<HTMLButtonElement>(null);
  const repliesButton = useRef<HTMLButtonElement>(null);
  const repliesId = useId();
  const count = comment.replies_count;
  const setCount = (change: (count: number) => number) =>
    props.update(comment.id, (each) => ({ ...each, replies_count: Math.max(0, change(each.replies_count)) }));

  async function load() {
    setReplies({ kind: 'loading' });
    try {
      const list = withAdded(await calls.replies(comment.id), added.current);
      added.current = [];
      setReplies({ kind: 'ready', replies: list });
      setCount(() => list.length);
    } catch {
      setReplies({ kind: 'error' });
    }
  }

  function toggleReplies() {
    if (!expanded && (latest.current.kind === 'idle' || latest.current.kind === 'error')) void load();
    setExpanded(!expanded);
  }

  function retry() {
    // The retry button is about to give way to "loading": the focus waits on the toggle.
    repliesButton.current?.focus();
    void load();
  }

  async function sendReply(text: string): Promise<string | null> {
    try {
      const reply = await calls.reply(comment.id, text);
      notice.success(t('reply_success_message'));
      setCount((n) => n + 1);
      const current = latest.current;
      if (current.kind === 'ready') setReplies({ kind: 'ready', replies: withAdded(current.replies, [reply]) });
      else {
        added.current.push(reply);
        if (current.kind !== 'loading') void load();
      }
      setExpanded(true);
      setReplyOpen(false);
      replyButton.current?.focus();
      return null;
    } catch (failure) {
      notice.error(t('reply_error_message'));
      return errorMessage(failure, t, 'unknown_error_message');
    }
  }

  function replyChanged(reply: Reply) {
    const current = latest.current;
    if (current.kind === 'ready') setReplies({ kind: 'ready', replies: current.replies.map((each) => (each.id === reply.id ? reply : each)) });
  }

  function replyDeleted(id: number) {
    const current = latest.current;
    if (current.kind === 'ready') setReplies({ kind: 'ready', replies: current.replies.filter((each) => each.id !== id) });
    setCount((n) => n - 1);
    // The toggle stays while replies remain; otherwise it goes, and the reply button takes the focus.
    (count > 1 ? repliesButton : replyButton).current?.focus();
  }

  const action = 'inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100';
  const actions = (
    <>
      {userId !== null && (
        <button ref={replyButton} type="button" className={action} aria-expanded={replyOpen} onClick={() => setReplyOpen(!replyOpen)}>
          <Icon name="reply" size={16} />
          {t('reply')}
        </button>
      )}
      {count > 0 && (
        <button
          ref={repliesButton}
          type="button"
          className={`${action} text-brand-800`}
          aria-expanded={expanded}
          aria-controls={expanded ? repliesId : undefined}
          title={t(expanded ? 'hide_replies' : 'show_replies')}
          onClick={toggleReplies}
          data-testid="replies-toggle"
        >
          <Icon name="chevron" size={16} className={`transition-transform ${expanded ? 'rotate-180' : ''}`} />
          {t('replies_count', { count })}
        </button>
      )}
    </>
  );

  return (
    <CommentItem entry={comment} onChanged={(changed) => props.update(comment.id, () => changed)} onDeleted={props.onDeleted} actions={actions}>
      {replyOpen && (
        <div className="mt-2">
          <CommentBox
            label={t('reply_label', { name: comment.user.username })}
            placeholder={t('reply_placeholder')}
            submitLabel={t('send_reply')}
            blankKey="reply_info"
            rows={2}
            autoFocus
            send={sendReply}
            onEscape={() => {
              setReplyOpen(false);
              replyButton.current?.focus();
            }}
          />
        </div>
      )}
      {expanded && (
        <Replies
          id={repliesId}
          label={t('replies_to', { name: comment.user.username })}
          state={replies}
          onRetry={retry}
          onChanged={replyChanged}
          onDeleted={replyDeleted}
        />
      )}
    </CommentItem>
  );
}
