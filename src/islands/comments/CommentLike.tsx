import { useRef, useState } from 'react';
import { $userInfo } from '../../stores/user-info.ts';
import { useComments, notice } from './comments-context.ts';
import { Icon } from './Icons.tsx';

const control = 'inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/**
 * A comment's like toggle (SPEC.md §4), as the listing's LikeButton: flips at once, takes the
 * server's count, flips back with the SPEC notice when the call fails. Visitors get a link to
 * log in instead; the author sees the count only (nobody likes their own words, as owners do not
 * like their own listings).
 */
export function CommentLike({ id, likes, authorId }: { id: number; likes: number; authorId: number }) {
  const { t, calls, userId, likedIds, loginHref } = useComments();
  const [state, setState] = useState({ liked: likedIds.has(id), likes });
  const busy = useRef(false);

  if (userId === authorId) {
    return (
      <span className={`${control} hover:bg-transparent`} data-testid="own-comment-likes">
        <Icon name="heart" />
        <span className="sr-only">{t('own_comment_likes')}</span> <span>{likes}</span>
      </span>
    );
  }

  if (userId === null) {
    return (
      <a href={loginHref} className={control} title={t('login_to_like')}>
        <Icon name="heart" />
        <span className="sr-only">{t('login_to_like')}</span>
        <span aria-hidden="true">{likes}</span>
      </a>
    );
  }

  async function toggle() {
    if (busy.current) return;
    busy.current = true;
    const before = state;
    const liked = !before.liked;
    setState({ liked, likes: Math.max(0, before.likes + (liked ? 1 : -1)) });
    try {
      const result = await calls.like(id, liked);
      setState(result);
      rememberCommentLike(id, result.liked);
    } catch {
      setState(before);
      notice.error(t(liked ? 'comment_like_error' : 'comment_dislike_error'));
    } finally {
      busy.current = false;
    }
  }

  return (
    <button type="button" className={`${control} ${state.liked ? 'text-rose-700' : ''}`} aria-pressed={state.liked} onClick={() => void toggle()}>
      <Icon name="heart" filled={state.liked} />
      <span className="sr-only">{t('like_comment')}</span> <span>{state.likes}</span>
    </button>
  );
}

/** The persisted liked_comments follow, as the listing likes do (SPEC.md "Login info"). */
function rememberCommentLike(id: number, liked: boolean): void {
  const current = $userInfo.get();
  if (!current) return;
  const others = current.liked_comments.filter((each) => each.id !== id);
  $userInfo.set({ ...current, liked_comments: liked ? [{ id }, ...others] : others });
}
