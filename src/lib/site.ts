/** Product constants that are not copy: external addresses the shell links to. */
export const SITE_NAME = 'Bozor';
export const SUPPORT_URL = 'https://t.me/bozor_support';
export const SOCIAL_LINKS = [
  { id: 'telegram', href: 'https://t.me/bozor_uz' },
  { id: 'instagram', href: 'https://www.instagram.com/bozor.uz' },
  { id: 'facebook', href: 'https://www.facebook.com/bozor.uz' },
  { id: 'youtube', href: 'https://www.youtube.com/@bozor_uz' },
] as const;
/** The mobile app's store pages the footer links to: those configured (APP_STORE_URL, GOOGLE_PLAY_URL), none while the app is not published. */
export function appStoreLinks(config: { APP_STORE_URL?: string | undefined; GOOGLE_PLAY_URL?: string | undefined }) {
  return [
    { id: 'app_store', href: config.APP_STORE_URL },
    { id: 'google_play', href: config.GOOGLE_PLAY_URL },
  ].filter((store): store is { id: 'app_store' | 'google_play'; href: string } => Boolean(store.href));
}
/** Display time zone: times are stored in UTC and shown in Tashkent time. */
export const TIME_ZONE = 'Asia/Tashkent';
