/** The Bot API's limits as this instance keeps them: about 25 messages a second in all, one a second per chat. */
export const TELEGRAM_PACE = { perSecond: 25, perChatMs: 1_000, maxWaitMs: 1_500 } as const;

export type PaceSlot = { status: 'go'; waitMs: number } | { status: 'later'; waitMs: number };

/**
 * Spaces the messages this instance sends (real time, not the services' clock: Telegram counts
 * real seconds). `take` reserves the next slot for a chat and says how long to wait for it; a slot
 * further away than `maxWaitMs` is not taken (the delivery goes back to the outbox for that long,
 * so one busy chat does not hold up the others). A chat has one message on its way at a time, and
 * its next slot is a second after Telegram answered the last (`answered`): Telegram counts the
 * second between arrivals, and a message that took longer on its way than the next would leave
 * less between them. `pause` keeps a chat quiet after a 429.
 */
export function createSendPacing(options: { perSecond?: number; perChatMs?: number; maxWaitMs?: number; now?: () => number } = {}) {
  const gapMs = 1_000 / (options.perSecond ?? TELEGRAM_PACE.perSecond);
  const perChatMs = options.perChatMs ?? TELEGRAM_PACE.perChatMs;
  const maxWaitMs = options.maxWaitMs ?? TELEGRAM_PACE.maxWaitMs;
  const now = options.now ?? (() => performance.now());
  let nextAny = 0;
  const nextByChat = new Map<string, number>();
  const onItsWay = new Set<string>();

  function forgetPast(at: number): void {
    if (nextByChat.size < 10_000) return;
    for (const [chat, next] of nextByChat) if (next < at) nextByChat.delete(chat);
  }

  return {
    take(chatId: string): PaceSlot {
      const at = now();
      forgetPast(at);
      if (onItsWay.has(chatId)) return { status: 'later', waitMs: perChatMs };
      const start = Math.max(at, nextAny, nextByChat.get(chatId) ?? 0);
      const waitMs = Math.ceil(start - at);
      if (waitMs > maxWaitMs) return { status: 'later', waitMs };
      nextAny = start + gapMs;
      nextByChat.set(chatId, start + perChatMs);
      onItsWay.add(chatId);
      return { status: 'go', waitMs };
    },
    /** A slot taken has been used and answered (or failed): the chat's next is a second from now. */
    answered(chatId: string): void {
      onItsWay.delete(chatId);
      nextByChat.set(chatId, Math.max(nextByChat.get(chatId) ?? 0, now() + perChatMs));
    },
    pause(chatId: string, ms: number): void {
      nextByChat.set(chatId, Math.max(nextByChat.get(chatId) ?? 0, now() + ms));
    },
  };
}

export type SendPacing = ReturnType<typeof createSendPacing>;
