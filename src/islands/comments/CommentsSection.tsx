import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import type { Comment } from '../../lib/schemas/shapes.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { errorMessage } from '../shared/errors.ts';
import { useT } from '../shared/i18n.ts';
import { Notices } from '../shared/Notices.tsx';
import { CommentBox } from './CommentBox.tsx';
import { CommentList, type ListState, type MoreState } from './CommentList.tsx';
import type { CommentedApiPaths } from '../../lib/listing-kinds.ts';
import { commentsApi } from './comments-api.ts';
import { CommentsContext, notice, type CommentsContextValue } from './comments-context.ts';
import { useNow } from './use-now.ts';

function appendNew(shown: Comment[], page: Comment[]): Comment[] {
  const known = new Set(shown.map((comment) => comment.id));
  return [...shown, ...page.filter((comment) => !known.has(comment.id))];
}

/**
 * The comments block of a product or service page (SPEC.md §2 "Comments", "Comment item").
 * The server renders the first page, so there is no loading flash; later pages come with
 * "show more". Signed-in users write, reply, like, edit and delete their own; visitors read
 * (SPEC.md would hide comments from them, but buyers decide by them) and get a login link.
 */
export default function CommentsSection(props: {
  messages: IslandMessages;
  /** The listing kind's API family (lib/listing-kinds.ts). */
  api: CommentedApiPaths;
  listingId: number;
  /** The first page as the server read it; null when it could not, and the island asks itself. */
  initial: { comments: Comment[]; count: number } | null;
  pageSize: number;
  userId: number | null;
  likedIds: number[];
  /** The login page with `?redirect=` back to these comments. */
  loginHref: string;
  /** The server's clock when it rendered (ms), for the times of the server-rendered HTML. */
  now: number;
}) {
  const { locale } = props.messages;
  const t = useT(props.messages, 'comments');
  const te = useT(props.messages, 'errors');
  const time = useT(props.messages, 'time');
  const tr = useT(props.messages, 'reports');
  const now = useNow(props.now);
  const calls = useMemo(() => commentsApi(props.api, props.listingId, locale), [props.api, props.listingId, locale]);
  const likedIds = useMemo(() => new Set(props.likedIds), [props.likedIds]);
  const context = useMemo<CommentsContextValue>(
    () => ({ t, te, tr, time, locale, calls, userId: props.userId, likedIds, loginHref: props.loginHref, now }),
    [t, te, tr, time, locale, calls, props.userId, likedIds, props.loginHref, now],
  );
  const [list, setList] = useState<ListState>(props.initial ? { kind: 'ready', ...props.initial } : { kind: 'loading' });
  const [more, setMore] = useState<MoreState>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  async function loadFirst() {
    setList({ kind: 'loading' });
    try {
      const page = await calls.list(1, props.pageSize);
      setList({ kind: 'ready', comments: page.results, count: page.count });
    } catch {
      setList({ kind: 'error' });
    }
  }

  const loadUnlessSent = useEffectEvent(() => {
    if (!props.initial) void loadFirst();
  });
  // Once, after hydration: the server's first page, or the first load when it sent none.
  useEffect(() => loadUnlessSent(), []);

  async function create(text: string): Promise<string | null> {
    try {
      const comment = await calls.create(text);
      notice.success(t('comment_created'));
      setList((state) => (state.kind === 'ready' ? { kind: 'ready', comments: [comment, ...state.comments], count: state.count + 1 } : state));
      // Written while the list could not be read: reading it again shows the new comment too.
      if (list.kind === 'error') void loadFirst();
      return null;
    } catch (failure) {
      notice.error(t('comment_creation_error'));
      return errorMessage(failure, t, 'unknown_error_message');
    }
  }

  /** The next page after what is shown; comments written here meanwhile shift it, repeats are dropped. */
  async function showMore(): Promise<Comment | null> {
    if (list.kind !== 'ready' || more === 'loading') return null;
    setMore('loading');
    try {
      const page = await calls.list(Math.floor(list.comments.length / props.pageSize) + 1, props.pageSize);
      setList((state) => (state.kind === 'ready' ? { kind: 'ready', comments: appendNew(state.comments, page.results), count: page.count } : state));
      setMore('idle');
      return appendNew(list.comments, page.results)[list.comments.length] ?? null;
    } catch {
      setMore('error');
      return null;
    }
  }

  function update(id: number, change: (comment: Comment) => Comment) {
    setList((state) => (state.kind === 'ready' ? { ...state, comments: state.comments.map((each) => (each.id === id ? change(each) : each)) } : state));
  }

  function deleted(id: number) {
    setList((state) =>
      state.kind === 'ready' ? { kind: 'ready', comments: state.comments.filter((each) => each.id !== id), count: Math.max(0, state.count - 1) } : state,
    );
    // The deleted item had the focus; the heading, with the new count, takes it.
    heading.current?.focus();
  }

  return (
    <CommentsContext.Provider value={context}>
      <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6" data-testid="comments">
        <Notices closeLabel={t('close')} />
        <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {list.kind === 'ready' ? t('comments_title', { count: list.count }) : t('comments')}
        </h2>
        {props.userId !== null ? (
          <div className="mt-4">
            <CommentBox label={t('comment_label')} placeholder={t('comment_placeholder')} submitLabel={t('post')} blankKey="enter_comment" send={create} />
          </div>
        ) : (
          <p className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
            {t('login_notice')}{' '}
            <a href={props.loginHref} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {t('login_to_comment')}
            </a>
          </p>
        )}
        <CommentList
          list={list}
          more={more}
          onRetry={() => {
            // The retry button gives way to "loading": the heading holds the focus meanwhile.
            heading.current?.focus();
            void loadFirst();
          }}
          onShowMore={showMore}
          update={update}
          onDeleted={deleted}
        />
      </section>
    </CommentsContext.Provider>
  );
}
