import { FLASH_COOKIE, flashValue, type FlashKey, type FlashParams } from '../../lib/flash.ts';
import { writeCookie } from './cookies.ts';

/** From an island, right before it navigates away: the next page shows the notice once. */
export function setFlash(key: FlashKey, params?: FlashParams): void {
  writeCookie(FLASH_COOKIE, flashValue(key, params), 60);
}
