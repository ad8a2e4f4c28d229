import { formatPrice } from '../../lib/format.ts';
import { kindByLetter, kindOf, listingPath, LISTING_KINDS, type ListingKind } from '../../lib/listing-kinds.ts';
import { localizePath, type Locale } from '../../lib/locales.ts';
import { readNotice } from '../../lib/notice-data.ts';
import { noticeView } from '../../lib/notice-kinds.ts';
import { TIME_ZONE } from '../../lib/site.ts';
import { getT } from '../i18n.ts';
import type { InlineKeyboard } from './bot-api.ts';

/** What one notice becomes in Telegram: a Bot API method and its parameters (without `chat_id`). */
export interface TelegramMessage {
  method: 'sendMessage' | 'sendPhoto';
  params: Record<string, unknown>;
  /** The same as a text message, for when Telegram cannot fetch the photo. */
  fallback?: { method: 'sendMessage'; params: Record<string, unknown> };
}

/** Telegram's limits: a caption is at most 1024 characters, a message 4096; callback data 64 bytes. */
const CAPTION_MAX = 1024;
const CALLBACK_DATA_MAX = 64;

/** Callback data of the buttons that act (issue 25): renew a listing, stop a saved search's alerts. */
export const CALLBACKS = {
  renew: (kind: ListingKind, id: number) => `renew:${LISTING_KINDS[kind].letter}${id}`,
  unsubscribe: (token: string) => `unsub:${token}`,
} as const;

export type Callback = { action: 'renew'; kind: ListingKind; id: number } | { action: 'unsubscribe'; token: string };

export function parseCallback(data: string | undefined): Callback | null {
  if (!data) return null;
  const renew = /^renew:([a-z])(\d{1,10})$/.exec(data);
  const kind = renew ? kindByLetter(renew[1]!) : null;
  if (renew && kind) return { action: 'renew', kind, id: Number(renew[2]) };
  const unsubscribe = /^unsub:([A-Za-z0-9_-]{8,58})$/.exec(data);
  if (unsubscribe) return { action: 'unsubscribe', token: unsubscribe[1]! };
  return null;
}

export const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A site path as an absolute link in the reader's language. */
export function siteLink(publicUrl: URL, path: string, locale: Locale): string {
  return new URL(localizePath(path, locale), publicUrl).href;
}

/** A date as DD.MM.YYYY in Tashkent (the same digits in every language). */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}

/** A stored notice: its kind and data, read with the kind's schema (lib/notice-data.ts). */
export interface NoticeForTelegram {
  type: string;
  data: unknown;
  listingId: number | null;
  count: number;
}

/**
 * A notice in the reader's language, worded as on the site (the `notices` namespace,
 * lib/notice-kinds.ts), with a button that opens where it leads; an expiry with "Renew"; a saved
 * search's alert with the first listing's photo, each listing's title (linked), price and place,
 * and "Unsubscribe".
 */
export function telegramMessage(notice: NoticeForTelegram, locale: Locale, publicUrl: URL): TelegramMessage {
  const t = getT(locale, 'telegram');
  const tNotices = getT(locale, 'notices');
  const read = readNotice(notice.type, notice.data);
  const view = noticeView(notice.type, notice.data, notice.listingId, notice.count);
  const worded = tNotices(view.key, view.values);
  const headline = worded === view.key ? tNotices('other') : worded;

  const keyboard: InlineKeyboard = [];
  if (view.path !== null) {
    const label = notice.type === 'chat_message' ? t('open_chat') : notice.type === 'saved_search' ? t('open_results') : t('open');
    keyboard.push([{ text: label, url: siteLink(publicUrl, view.path, locale) }]);
  }
  if ((read?.type === 'listing_expiring' || read?.type === 'listing_expired') && notice.listingId !== null) {
    keyboard.push([{ text: t('renew'), callback_data: CALLBACKS.renew(kindOf(read.data.kind), notice.listingId) }]);
  }
  const token = read?.type === 'saved_search' ? (read.data.unsubscribe_token ?? '') : '';
  if (token && CALLBACKS.unsubscribe(token).length <= CALLBACK_DATA_MAX) {
    keyboard.push([{ text: t('unsubscribe'), callback_data: CALLBACKS.unsubscribe(token) }]);
  }
  const markup = keyboard.length > 0 ? { reply_markup: { inline_keyboard: keyboard } } : {};

  if (read?.type !== 'saved_search') {
    return { method: 'sendMessage', params: { text: escapeHtml(headline), parse_mode: 'HTML', link_preview_options: { is_disabled: true }, ...markup } };
  }

  // An alert: its listings, as many as a caption holds, then how many more the site shows.
  const items = read.data.items ?? [];
  const total = Math.max(read.data.listings ?? 0, items.length);
  const lines = [`<b>${escapeHtml(headline)}</b>`];
  let shown = 0;
  let length = headline.length;
  for (const item of items) {
    const title = escapeHtml(item.title);
    const link = `<a href="${escapeHtml(siteLink(publicUrl, listingPath(item.kind, item.id), locale))}">${title}</a>`;
    const price = item.price === null ? t('price_negotiable') : formatPrice(item.price, locale);
    const line = `\n${link}\n${escapeHtml([price, item.place].filter(Boolean).join(' · '))}`;
    // Telegram counts the caption's visible text; the links' markup is not counted, so this is on the safe side.
    const visible = line.replace(/<[^>]+>/g, '').length;
    if (length + visible + 60 > CAPTION_MAX) break;
    lines.push(line);
    length += visible;
    shown += 1;
  }
  if (total > shown) lines.push(`\n${escapeHtml(t('alert_more', { count: total - shown }))}`);
  const body = lines.join('\n');
  const asText = { method: 'sendMessage' as const, params: { text: body, parse_mode: 'HTML', link_preview_options: { is_disabled: true }, ...markup } };
  const photo = items.map((item) => item.photo).find(Boolean);
  if (!photo) return asText;
  return { method: 'sendPhoto', params: { photo: new URL(photo, publicUrl).href, caption: body, parse_mode: 'HTML', ...markup }, fallback: asText };
}
