import { groupThousands } from './price.ts';
import { LOCALE_TAGS, type Locale } from './locales.ts';
import { TIME_ZONE } from './site.ts';

/** Display formats shared by pages and islands: prices and times. */
const CURRENCY: Record<Locale, string> = { uz: 'soʻm', ru: 'сум', en: "so'm" };

/** `1250000` → `1.250.000 soʻm` (dots in every language, as SPEC.md shows prices). */
export function formatPrice(value: number, locale: Locale): string {
  return `${groupThousands(value)} ${CURRENCY[locale]}`;
}

/** "3 minutes ago", "yesterday", then a date once more than a week old. */
export function formatTimeAgo(iso: string, now: number, locale: Locale): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const relative = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return relative.format(0, 'second');
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return formatDate(iso, locale);
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(iso));
}

/** At most `max` characters (letters, not UTF-16 units), with an ellipsis when cut (SPEC.md "Service list"). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}
