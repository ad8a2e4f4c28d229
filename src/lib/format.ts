import { groupThousands } from './price.ts';
import type { TFunction } from './i18n.ts';
import type { Locale } from './locales.ts';
import { TIME_ZONE } from './site.ts';
import { MINUTE, HOUR, DAY } from './time-units.ts';

/** Display formats shared by pages and islands: prices, scores and times. */
const CURRENCY: Record<Locale, string> = { uz: 'soʻm', ru: 'сум', en: "so'm" };

/** `1250000` → `1.250.000 soʻm` (dots in every language, as SPEC.md shows prices). */
export function formatPrice(value: number, locale: Locale): string {
  return `${groupThousands(value)} ${CURRENCY[locale]}`;
}

/** Whole dollars as SPEC.md groups money: `$85.000`. */
export function formatUsd(amount: number): string {
  return `$${groupThousands(amount)}`;
}

/** Whole units of a currency: `1.250.000 soʻm`, `$85.000` (real estate's dollar prices, issue 38). */
export function formatMoney(amount: number, currency: 'UZS' | 'USD', locale: Locale): string {
  return currency === 'USD' ? formatUsd(amount) : formatPrice(amount, locale);
}

/** `100000` → `100.000`: counts grouped as prices are, in every language. */
export function formatCount(value: number): string {
  return groupThousands(value);
}

/** A seller's score with one decimal, as each language writes it: `4,8` in Uzbek and Russian, `4.8` in English. */
export function formatScore(score: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'uz' ? 'uz-Latn' : locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
}

/** Only the numbers of a Tashkent date: every browser's ICU has those, whatever its languages. */
const DATE_PARTS = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/**
 * "3 daqiqa oldin", "kecha", then "12-noyabr, 2026" once more than a week old, in the words of
 * the `time` namespace (`t`), not Intl's: browsers ship trimmed ICU data without Uzbek (Chromium
 * prints "-3 min" and "2026 M11 12"), and the server (full ICU) and an island must word the same
 * time the same way, or hydration would change the text.
 */
export function formatTimeAgo(iso: string, now: number, t: TFunction): string {
  const ago = Math.max(0, now - Date.parse(iso));
  if (ago < MINUTE) return t('time_now');
  if (ago < HOUR) return t('time_minutes', { count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return t('time_hours', { count: Math.floor(ago / HOUR) });
  const days = Math.floor(ago / DAY);
  if (days === 1) return t('time_yesterday');
  if (days < 7) return t('time_days', { count: days });
  return formatDate(iso, t);
}

/** A Tashkent date in the words of the `time` namespace (`t`): "12 January 2027", "12 января 2027 г.", "12-yanvar, 2027". */
export function formatDate(iso: string, t: TFunction): string {
  const parts = Object.fromEntries(DATE_PARTS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return t('date', { day: parts.day, month: t(`month_${parts.month}`), year: parts.year });
}

/** At most `max` characters (letters, not UTF-16 units), with an ellipsis when cut (SPEC.md "Service list"). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

const CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A Tashkent time of day, `14:05` in every language. */
export function formatClock(iso: string): string {
  return CLOCK.format(new Date(iso));
}

/** A Tashkent date and time in the words of the `time` namespace: "12 January 2027, 14:05". */
export function formatDateTime(iso: string, t: TFunction): string {
  return `${formatDate(iso, t)}, ${formatClock(iso)}`;
}

/** Tiyin as so'm (1 so'm = 100 tiyin): `60000000` → `600.000 soʻm`, `60000050` → `600.000,50 soʻm`. */
export function formatTiyin(tiyin: number, locale: Locale): string {
  const sign = tiyin < 0 ? '-' : '';
  const abs = Math.abs(tiyin);
  const som = Math.floor(abs / 100);
  const rest = abs % 100;
  if (rest === 0) return `${sign}${formatPrice(som, locale)}`;
  return `${sign}${groupThousands(som)},${String(rest).padStart(2, '0')} ${CURRENCY[locale]}`;
}
