import type { LikedField, ListingKind } from '../../lib/listing-kinds.ts';
import { useCallback, useState } from 'react';
import type { IslandMessages } from '../../lib/i18n.ts';
import { useLikeChanges } from '../../stores/use-like-changes.ts';
import { rememberLike } from '../../stores/user-info.ts';
import { call } from '../shared/api.ts';
import { errorMessage } from '../shared/errors.ts';
import { useT } from '../shared/i18n.ts';
import { Notices, notify } from '../shared/Notices.tsx';

/** The texts of the `listings` namespace the button uses (all it is sent: server/island-messages.ts). */
export const LIKE_BUTTON_TEXTS = ['like', 'unlike', 'login_required_like', 'like_success', 'unlike_success', 'like_error', 'network_error', 'close'] as const;

/**
 * The favourite toggle (SPEC.md §4): flips at once, asks the API, takes the server's count,
 * and flips back with a notice when the request fails; follows likes made in the site's other
 * tabs (the stored login info). Signed-out visitors get a link to log in.
 */
export default function LikeButton(props: {
  messages: IslandMessages;
  kind: ListingKind;
  /** The kind's field of liked ids in the stored user info (lib/listing-kinds.ts). */
  likedField: LikedField;
  id: number;
  initial: { liked: boolean; likes: number };
  signedIn: boolean;
  loginHref: string;
}) {
  const t = useT(props.messages, 'listings');
  const [state, setState] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const label = state.liked ? t('unlike') : t('like');
  // A like or unlike in another tab shows here too, with the count moved by one.
  useLikeChanges(
    props.likedField,
    props.id,
    useCallback(
      (liked: boolean) => setState((current) => (current.liked === liked ? current : { liked, likes: Math.max(0, current.likes + (liked ? 1 : -1)) })),
      [],
    ),
  );

  if (!props.signedIn) {
    return (
      <a href={props.loginHref} className="btn-secondary !px-3" title={t('login_required_like')}>
        <Heart filled={false} />
        <span className="sr-only">{t('login_required_like')}</span>
        <span aria-hidden="true">{state.likes}</span>
      </a>
    );
  }

  async function toggle() {
    if (busy) return;
    const before = state;
    const liked = !before.liked;
    setState({ liked, likes: Math.max(0, before.likes + (liked ? 1 : -1)) });
    setBusy(true);
    try {
      const result = await call('post', liked ? '/api/global/like/{kind}/{id}' : '/api/global/unlike/{kind}/{id}', {
        locale: props.messages.locale,
        params: { kind: props.kind, id: String(props.id) },
      });
      setState({ liked: result.liked, likes: result.likes });
      rememberLike(props.likedField, props.id, result.liked);
      notify.success(result.liked ? t('like_success') : t('unlike_success'), 1000);
    } catch (error) {
      setState(before);
      notify.error(errorMessage(error, t, 'like_error'), 3000);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Notices closeLabel={t('close')} />
      <button
        type="button"
        className="btn-secondary !px-3"
        aria-pressed={state.liked}
        aria-label={label}
        title={label}
        onClick={toggle}
        data-testid="like-button"
      >
        <Heart filled={state.liked} />
        <span aria-live="polite">{state.likes}</span>
      </button>
    </>
  );
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      className={filled ? 'text-rose-600' : ''}
    >
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </svg>
  );
}
