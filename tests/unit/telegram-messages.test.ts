import { describe, expect, it } from 'vitest';
import { createSendPacing } from '../../src/server/telegram/send-pacing.ts';
import { CALLBACKS, parseCallback, telegramMessage } from '../../src/server/telegram/telegram-messages.ts';
import { webhookSecretOf } from '../../src/server/telegram/telegram-settings.ts';

const site = new URL('https://bozor.uz');

describe('Telegram messages', () => {
  it('word a notice as the site does, escaped, with a button to where it leads in the reader’s language', () => {
    const message = telegramMessage(
      { type: 'listing_comment', data: { author: '<b>Ali</b>', title: 'Divan & stol', kind: 'service' }, listingId: 7, count: 1 },
      'en',
      site,
    );
    expect(message).toEqual({
      method: 'sendMessage',
      params: {
        text: '&lt;b&gt;Ali&lt;/b&gt; commented on your listing “Divan &amp; stol”.',
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        reply_markup: { inline_keyboard: [[{ text: 'Open on Bozor', url: 'https://bozor.uz/en/service/7#comments' }]] },
      },
    });
  });

  it('offer Renew on an expiry, and say something for a kind they do not know', () => {
    const expiring = telegramMessage({ type: 'listing_expiring', data: { kind: 'product', title: 'Velosiped', days: 1 }, listingId: 12, count: 1 }, 'uz', site);
    expect((expiring.params.reply_markup as { inline_keyboard: unknown[][] }).inline_keyboard).toEqual([
      [{ text: 'Bozorda ochish', url: 'https://bozor.uz/my-products' }],
      [{ text: 'Yangilash', callback_data: 'renew:p12' }],
    ]);
    expect(telegramMessage({ type: 'something_new', data: {}, listingId: null, count: 1 }, 'ru', site).params).toEqual({
      text: 'Новое уведомление.',
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    });
  });

  it('keep an alert’s caption within Telegram’s 1024 characters and count what it left out', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      kind: 'product',
      title: `${'Juda uzun sarlavha '.repeat(5)}${i}`,
      price: 1_000_000,
      place: 'Ташкент',
      photo: 'https://cdn.example/p.webp',
    }));
    const message = telegramMessage(
      { type: 'saved_search', data: { search_id: 1, name: 'Uzun', listings: 25, items, unsubscribe_token: 'a'.repeat(32) }, listingId: null, count: 1 },
      'ru',
      site,
    );
    expect(message.method).toBe('sendPhoto');
    const caption = String(message.params.caption);
    expect(caption.replace(/<[^>]+>/g, '').length).toBeLessThanOrEqual(1024);
    const shown = (caption.match(/<a href=/g) ?? []).length;
    expect(shown).toBeGreaterThan(0);
    expect(caption).toContain(`…и ещё ${25 - shown} на сайте.`);
    expect(caption).toContain('1.000.000 сум · Ташкент');
    expect(message.fallback?.params.text).toBe(caption);
  });

  it('read back only the callbacks they make', () => {
    expect(parseCallback(CALLBACKS.renew('service', 42))).toEqual({ action: 'renew', kind: 'service', id: 42 });
    expect(parseCallback(CALLBACKS.unsubscribe('abc_DEF-123'))).toEqual({ action: 'unsubscribe', token: 'abc_DEF-123' });
    for (const data of [undefined, '', 'renew:x1', 'renew:p', 'renew:p12345678901', 'unsub:short', 'unsub:bad token!!']) expect(parseCallback(data)).toBeNull();
  });

  it('derive a webhook secret Telegram accepts, stable for a token', () => {
    const secret = webhookSecretOf('123:abc');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(webhookSecretOf('123:abc')).toBe(secret);
    expect(webhookSecretOf('123:abd')).not.toBe(secret);
  });
});

describe('send pacing', () => {
  it('spaces one chat by a second and all chats by 1/25 s, and defers a slot too far away', () => {
    let now = 0;
    const pacing = createSendPacing({ now: () => now });
    expect(pacing.take('a')).toEqual({ status: 'go', waitMs: 0 });
    expect(pacing.take('b')).toEqual({ status: 'go', waitMs: 40 });
    pacing.answered('a');
    expect(pacing.take('a')).toEqual({ status: 'go', waitMs: 1000 });
    pacing.answered('a');
    expect(pacing.take('a')).toEqual({ status: 'later', waitMs: 2000 });
    now = 5_000;
    pacing.pause('c', 3_000);
    expect(pacing.take('c')).toEqual({ status: 'later', waitMs: 3000 });
    expect(pacing.take('d')).toEqual({ status: 'go', waitMs: 0 });
  });

  it('sends a chat one message at a time, the next a second after Telegram answered the last', () => {
    let now = 0;
    const pacing = createSendPacing({ now: () => now });
    expect(pacing.take('a')).toEqual({ status: 'go', waitMs: 0 });
    // On its way: the next goes back to the outbox, however soon its slot would be.
    now = 300;
    expect(pacing.take('a')).toEqual({ status: 'later', waitMs: 1000 });
    // Answered after 400 ms (a slow Telegram): a second from then, not from when it left.
    now = 400;
    pacing.answered('a');
    now = 1_000;
    expect(pacing.take('a')).toEqual({ status: 'go', waitMs: 400 });
  });
});
