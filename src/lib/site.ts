/** Product constants that are not copy: external addresses the shell links to. */
export const SITE_NAME = 'Bozor';
export const SUPPORT_URL = 'https://t.me/bozor_support';
export const SOCIAL_LINKS = [
  { id: 'telegram', href: 'https://t.me/bozor_uz' },
  { id: 'instagram', href: 'https://www.instagram.com/bozor.uz' },
  { id: 'facebook', href: 'https://www.facebook.com/bozor.uz' },
  { id: 'youtube', href: 'https://www.youtube.com/@bozor_uz' },
] as const;
export const APP_STORE_LINKS = [
  { id: 'app_store', href: 'https://apps.apple.com/app/bozor-uz/id0000000000' },
  { id: 'google_play', href: 'https://play.google.com/store/apps/details?id=uz.bozor.app' },
] as const;
/** Display time zone: times are stored in UTC and shown in Tashkent time. */
export const TIME_ZONE = 'Asia/Tashkent';
