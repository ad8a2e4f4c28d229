import { FLASH_COOKIE, type FlashKey } from '../../lib/flash.ts';

/** From an island, right before it navigates away: the next page shows the notice once. */
export function setFlash(key: FlashKey): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${FLASH_COOKIE}=${key}; path=/; max-age=60; samesite=lax${secure}`;
}
