import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChatMessage } from '../../lib/schemas/chats.ts';
import type { UserRef } from '../../lib/schemas/shapes.ts';
import { dayLabel, groupByDay, mergeDuplicates } from '../../lib/chat-messages.ts';
import { useChat } from './chat-context.ts';
import { ChatIcon } from './ChatIcons.tsx';
import { MessageItem, PendingItem } from './MessageItem.tsx';
import type { useRoom } from './use-room.ts';

/**
 * The messages, grouped by Tashkent day, newest at the bottom. The scroller is a reversed
 * column, so it starts at the newest message before any script runs, keeps its place when older
 * pages are put on top, and stays at the bottom as messages arrive. Older pages load when the
 * top comes into view (or with the button, for keyboards).
 */
export function MessageList({ live, other }: { live: ReturnType<typeof useRoom>; other: UserRef }) {
  const { t, time, now } = useChat();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const viewer = useRef<HTMLDialogElement>(null);
  const [enlarged, setEnlarged] = useState<{ src: string; alt: string } | null>(null);
  const shown = mergeDuplicates(live.messages);
  const groups = groupByDay(shown);

  // A new observer only when what it watches changes: more to load, the last load's state, the oldest message.
  const loadOlder = useEffectEvent(() => void live.loadOlder());
  const oldestId = live.messages[0]?.id;
  useEffect(() => {
    const sentinel = top.current;
    // After a failed page only the button tries again (no loop of failing requests).
    if (!sentinel || !live.hasMore || live.older === 'error') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadOlder(), {
      root: scroller.current,
      rootMargin: '200px 0px 0px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [live.hasMore, live.older, oldestId]);

  // One's own new message brings the view back to the newest.
  const lastOwn = live.pending.length;
  useEffect(() => {
    if (lastOwn > 0 && scroller.current) scroller.current.scrollTop = 0;
  }, [lastOwn]);

  function enlarge(src: string, alt: string) {
    setEnlarged({ src, alt });
    viewer.current?.showModal();
  }

  return (
    <div ref={scroller} className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto bg-slate-50" data-testid="chat-messages">
      <div className="flex flex-col gap-1 px-3 py-4 sm:px-5">
        <div ref={top} className="flex justify-center pb-2">
          {live.hasMore ? (
            live.older === 'loading' ? (
              <p role="status" className="text-sm text-slate-600">
                {t('loading_messages')}
              </p>
            ) : (
              <button
                type="button"
                className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
                onClick={() => void live.loadOlder()}
              >
                {live.older === 'error' ? `${t('chat_load_error')} · ${t('retry')}` : t('load_older')}
              </button>
            )
          ) : (
            shown.length > 0 && <p className="text-xs text-slate-500">{t('chat_start')}</p>
          )}
        </div>
        {shown.length === 0 && live.pending.length === 0 && <p className="py-10 text-center text-sm text-slate-600">{t('no_messages')}</p>}
        {groups.map((group) => (
          <section key={group.day} aria-label={dayLabel(group.day, now, { time, chat: t })} className="flex flex-col gap-1">
            <p
              className="sticky top-0 z-10 my-2 self-center rounded-full bg-white/95 px-3 py-0.5 text-xs font-medium text-slate-600 shadow-sm ring-1 ring-slate-200"
              aria-hidden="true"
            >
              {dayLabel(group.day, now, { time, chat: t })}
            </p>
            {group.messages.map((message: ChatMessage) => (
              <MessageItem key={message.id} message={message} other={other} onEnlarge={enlarge} />
            ))}
          </section>
        ))}
        {live.pending.map((each) => (
          <PendingItem key={each.key} pending={each} onResend={() => live.resend(each.key)} onDiscard={() => live.discard(each.key)} />
        ))}
      </div>
      <dialog
        ref={viewer}
        aria-label={enlarged?.alt ?? t('open_image')}
        className="m-auto max-h-[95dvh] max-w-[95vw] overflow-visible bg-transparent p-0 backdrop:bg-slate-950/80"
        onClick={(event) => event.target === event.currentTarget && viewer.current?.close()}
        onClose={() => setEnlarged(null)}
      >
        {enlarged && <img src={enlarged.src} alt={enlarged.alt} className="max-h-[90dvh] max-w-[95vw] rounded-lg object-contain" />}
        <button
          type="button"
          autoFocus
          onClick={() => viewer.current?.close()}
          className="absolute -top-3 -right-3 inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg"
        >
          <ChatIcon name="x" />
          <span className="sr-only">{t('close')}</span>
        </button>
      </dialog>
    </div>
  );
}
