import { useId } from 'react';
import type { ChatRoom } from '../../lib/schemas/chats.ts';
import { dayLabel, tashkentClock, tashkentDay } from '../../lib/chat-messages.ts';
import { UserAvatar } from '../comments/UserAvatar.tsx';
import { useChat } from './chat-context.ts';
import { ChatIcon } from './ChatIcons.tsx';

export type RoomsState = { kind: 'ready'; rooms: ChatRoom[] } | { kind: 'loading' } | { kind: 'error' };

/** The last message as one line: a file's kind first (its icon and name), "You:" before one's own. */
function Preview({ room }: { room: ChatRoom }) {
  const { t, me } = useChat();
  const last = room.last_message;
  if (!last) return null;
  const text = [last.file_type ? t(`last_${last.file_type}`) : '', last.content].filter(Boolean).join(' · ');
  return (
    <>
      {last.file_type && <ChatIcon name={last.file_type === 'image' ? 'image' : 'clip'} size={14} className="mr-1 inline-block align-[-2px]" />}
      {last.sender.id === me.id ? t('you_prefix', { text }) : text}
    </>
  );
}

function RoomItem({ room, open }: { room: ChatRoom; open: boolean }) {
  const chat = useChat();
  const { t, time, now } = chat;
  const at = room.last_message?.timestamp ?? room.updated_at;
  const when = tashkentDay(at) === tashkentDay(now) ? tashkentClock(at) : dayLabel(tashkentDay(at), now, { time, chat: t });
  return (
    <li>
      <a
        href={chat.href(`/chat/${room.id}`)}
        aria-current={open ? 'page' : undefined}
        className="flex gap-3 border-b border-slate-100 px-4 py-3 hover:bg-slate-50 aria-[current=page]:bg-brand-50"
        data-testid="chat-room"
      >
        <UserAvatar user={room.other_user} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-slate-900">{room.other_user.username}</span>
            <time dateTime={at} className="shrink-0 text-xs text-slate-600">
              {when}
            </time>
          </span>
          {room.listing && (
            <span className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-600">
              {room.listing.thumbnail && (
                <img src={room.listing.thumbnail} alt="" width={20} height={20} loading="lazy" className="size-5 shrink-0 rounded object-cover" />
              )}
              <span className="truncate">{room.listing.title}</span>
            </span>
          )}
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={`truncate text-sm ${room.unread_count > 0 ? 'font-medium text-slate-900' : 'text-slate-600'}`}>
              <Preview room={room} />
            </span>
            {room.unread_count > 0 && (
              <span
                className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
                data-testid="chat-room-unread"
              >
                <span aria-hidden="true">{room.unread_count}</span>
                <span className="sr-only">{t('unread', { count: room.unread_count })}</span>
              </span>
            )}
          </span>
        </span>
      </a>
    </li>
  );
}

/** The rooms, newest activity first, with their loading, error and empty states. */
export function ChatList(props: { rooms: RoomsState; openId: number | null; hidden: boolean; headingLevel: 1 | 2; onRetry(): void }) {
  const { t } = useChat();
  const titleId = useId();
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const { rooms } = props;
  return (
    <nav
      aria-labelledby={titleId}
      className={`${props.hidden ? 'hidden md:flex' : 'flex'} min-h-0 flex-col border-slate-200 md:border-r`}
      data-testid="chat-list"
    >
      <Heading id={titleId} className="border-b border-slate-200 px-4 py-3.5 text-lg font-bold text-slate-900">
        {t('title')}
      </Heading>
      {rooms.kind === 'loading' ? (
        <p className="p-6 text-center text-sm text-slate-600" role="status">
          {t('loading_chats')}
        </p>
      ) : rooms.kind === 'error' ? (
        <div className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
          <p className="text-sm text-red-800">{t('chats_load_error')}</p>
          <button type="button" className="btn-secondary !py-2" onClick={props.onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : rooms.rooms.length === 0 ? (
        <div className="flex flex-col items-center gap-2 p-6 text-center">
          <ChatIcon name="message" size={28} className="text-slate-400" />
          <p className="font-medium text-slate-800">{t('no_chats')}</p>
          <p className="text-sm text-slate-600">{t('no_chats_hint')}</p>
        </div>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {rooms.rooms.map((room) => (
            <RoomItem key={room.id} room={room} open={room.id === props.openId} />
          ))}
        </ul>
      )}
    </nav>
  );
}
