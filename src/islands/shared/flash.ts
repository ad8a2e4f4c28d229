import { FLASH_COOKIE, type FlashKey } from '../../lib/flash.ts';
import { writeCookie } from './cookies.ts';

/** From an island, right before it navigates away: the next page shows the notice once. */
export function setFlash(key: FlashKey): void {
  writeCookie(FLASH_COOKIE, key, 60);
}
