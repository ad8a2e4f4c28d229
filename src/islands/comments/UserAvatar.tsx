import type { UserRef } from '../../lib/schemas/shapes.ts';

/** The author's picture, or the first letter of the name on a tinted circle (as components/Avatar.astro). */
export function UserAvatar({ user, small = false }: { user: UserRef; small?: boolean }) {
  const size = small ? 'size-8 text-sm' : 'size-9 text-base';
  const src = user.profile_image.thumbnail ?? user.profile_image.image;
  if (src)
    return <img src={src} alt="" width={small ? 32 : 36} height={small ? 32 : 36} loading="lazy" className={`${size} shrink-0 rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}>
      {Array.from(user.username.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
