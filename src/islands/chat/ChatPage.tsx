import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { ChatMessage, ChatRoom, SelectedRoom } from '../../lib/schemas/chats.ts';
import type { ChatServerFrame } from '../../lib/chat-messages.ts';
import type { IslandMessages } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/locales.ts';
import { useNow } from '../comments/use-now.ts';
import { useT } from '../shared/i18n.ts';
import { Notices, notify } from '../shared/Notices.tsx';
import { chatApi } from './chat-api.ts';
import { USER_FRAME_EVENT } from './chat-connection.ts';
import { ChatContext, type ChatContextValue } from './chat-context.ts';
import { ChatIcon } from './ChatIcons.tsx';
import { ChatList, type RoomsState } from './ChatList.tsx';
import { Conversation, type DealLine } from './Conversation.tsx';

/** The room a `/chat/{id}` page opened on the server, or why it could not. */

/** Notices a page may be sent to show (`?notice=`): after a chat is started or deleted. */
const NOTICES = { created: 'chat_created', exists: 'chat_room_message', deleted: 'chat_deleted' } as const;

/** A room with the message that just came in it, moved to the top of the list. */
function withMessage(rooms: ChatRoom[], message: ChatMessage, openId: number | null, meId: number): ChatRoom[] | null {
  const room = rooms.find((each) => each.id === message.chat_id);
  if (!room) return null;
  const unread = message.sender.id !== meId && message.chat_id !== openId ? 1 : 0;
  const updated: ChatRoom = {
    ...room,
    updated_at: message.timestamp,
    unread_count: room.unread_count + unread,
    last_message: { sender: message.sender, content: message.content, timestamp: message.timestamp, file_type: message.file?.type ?? null },
  };
  return [updated, ...rooms.filter((each) => each.id !== room.id)];
}

/**
 * The chat screen (SPEC.md §2 "Chat"): the rooms on the left (30%), the open conversation on the
 * right (70%); on a phone the list at /chat and the conversation alone at /chat/{id}. The server
 * renders both with their data, so the first paint needs no script and hydration changes nothing.
 * The list follows the header's `/ws/user/` socket (new messages move their room up and count
 * as unread); the conversation keeps its own room socket.
 */
export default function ChatPage(props: {
  messages: IslandMessages;
  me: { id: number; username: string };
  /** Null when the server could not read them. */
  rooms: ChatRoom[] | null;
  selected: SelectedRoom | null;
  now: number;
  /** A message posted as a plain form and refused (before or without JavaScript). */
  refusal: { message: string; text: string } | null;
  /** The safe deal between the two about the open room's listing, in words (issue 39); null without one. */
  deal?: DealLine | null;
}) {
  const { locale } = props.messages;
  const t = useT(props.messages, 'chat');
  const te = useT(props.messages, 'errors');
  const time = useT(props.messages, 'time');
  const tr = useT(props.messages, 'reports');
  const now = useNow(props.now);
  const calls = useMemo(() => chatApi(locale), [locale]);
  const chat = useMemo<ChatContextValue>(
    () => ({ t, te, tr, time, locale, calls, me: props.me, now, chatHref: localizePath('/chat', locale), href: (path: string) => localizePath(path, locale) }),
    [t, te, tr, time, locale, calls, props.me, now],
  );
  const openId = props.selected?.kind === 'ready' ? props.selected.room.id : (props.selected?.id ?? null);
  const [rooms, setRooms] = useState<RoomsState>(props.rooms ? { kind: 'ready', rooms: props.rooms } : { kind: 'error' });
  const roomsRef = useRef(rooms);
  roomsRef.current = rooms;

  async function reloadRooms(showLoading: boolean) {
    if (showLoading) setRooms({ kind: 'loading' });
    try {
      const list = await calls.list();
      setRooms({ kind: 'ready', rooms: list.map((room) => (room.id === openId ? { ...room, unread_count: 0 } : room)) });
    } catch {
      if (showLoading || roomsRef.current.kind !== 'ready') setRooms({ kind: 'error' });
    }
  }

  const onUserFrame = useEffectEvent((frame: ChatServerFrame) => {
    // (Re)connected: anything may have changed meanwhile.
    if (frame.type === 'connection_established') void reloadRooms(false);
    if (frame.type !== 'message') return;
    const current = roomsRef.current;
    const next = current.kind === 'ready' ? withMessage(current.rooms, frame.data, openId, props.me.id) : null;
    if (next) setRooms({ kind: 'ready', rooms: next });
    // A room not listed (new, or back after it was deleted): read the list again.
    else void reloadRooms(false);
  });
  const showNotice = useEffectEvent(() => {
    const notice = new URLSearchParams(location.search).get('notice');
    if (notice && Object.hasOwn(NOTICES, notice)) {
      notify.success(t(NOTICES[notice as keyof typeof NOTICES]), 3000);
      const url = new URL(location.href);
      url.searchParams.delete('notice');
      history.replaceState(history.state, '', url);
    }
  });
  // Once, after hydration: the page's user frames and its one-time notice.
  useEffect(() => {
    const onFrame = (event: Event) => onUserFrame((event as CustomEvent<ChatServerFrame>).detail);
    window.addEventListener(USER_FRAME_EVENT, onFrame);
    showNotice();
    return () => window.removeEventListener(USER_FRAME_EVENT, onFrame);
  }, []);

  /** The open room changed (blocked, read): the list says the same. */
  function roomChanged(room: ChatRoom) {
    setRooms((state) =>
      state.kind === 'ready'
        ? { kind: 'ready', rooms: state.rooms.map((each) => (each.id === room.id ? { ...each, ...room, unread_count: 0 } : each)) }
        : state,
    );
  }

  const selected = props.selected;
  return (
    <ChatContext.Provider value={chat}>
      <Notices closeLabel={t('close')} />
      <div className="mx-auto w-full max-w-7xl md:px-6 md:py-4 lg:px-8">
        <div
          className={`grid ${selected ? 'h-dvh' : 'h-[calc(100dvh-4rem)]'} min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden bg-white md:h-[calc(100dvh-6rem)] md:grid-cols-[30%_70%] md:rounded-2xl md:ring-1 md:ring-slate-200`}
          data-testid="chat-screen"
        >
          <ChatList rooms={rooms} openId={openId} hidden={selected !== null} headingLevel={selected ? 2 : 1} onRetry={() => void reloadRooms(true)} />
          <section className={`${selected ? 'flex' : 'hidden md:flex'} min-h-0 min-w-0 flex-col`} aria-label={selected ? undefined : t('no_chat_selected')}>
            {selected?.kind === 'ready' ? (
              <Conversation
                key={selected.room.id}
                room={selected.room}
                messages={selected.messages}
                hasMore={selected.hasMore}
                refused={props.refusal}
                deal={props.deal?.roomId === selected.room.id ? props.deal : null}
                onRoom={roomChanged}
              />
            ) : selected?.kind === 'error' ? (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
                <ChatIcon name="alert" size={28} className="text-red-700" />
                <h1 className="text-lg font-semibold text-slate-900">{t('chat_load_error')}</h1>
                <div className="flex gap-2">
                  <a href={chat.href(`/chat/${selected.id}`)} className="btn-primary">
                    {t('retry')}
                  </a>
                  <a href={chat.chatHref} className="btn-secondary md:hidden">
                    {t('back_to_chats')}
                  </a>
                </div>
              </div>
            ) : (
              <div
                className="flex flex-1 flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center text-slate-600"
                data-testid="chat-empty-selection"
              >
                <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
                  <ChatIcon name="message" size={26} />
                </span>
                <p className="text-base font-medium">{t('select_chat')}</p>
              </div>
            )}
          </section>
        </div>
      </div>
    </ChatContext.Provider>
  );
}
