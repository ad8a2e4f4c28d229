import { useRef, useState } from 'react';
import type { ChatMessage, ChatRoom } from '../../lib/schemas/chats.ts';
import { formatPrice, formatScore } from '../../lib/format.ts';
import { UserAvatar } from '../comments/UserAvatar.tsx';
import { notify } from '../shared/Notices.tsx';
import { errorMessage } from '../shared/errors.ts';
import { useChat } from './chat-context.ts';
import { ChatIcon } from './ChatIcons.tsx';
import { Composer } from './Composer.tsx';
import { ConnectionBadge } from './ConnectionBadge.tsx';
import { MessageList } from './MessageList.tsx';
import { useRoom } from './use-room.ts';

/** The card of the listing the room is about, linking to it, with its state when it is reserved or sold. */
function ListingCard({ listing }: { listing: NonNullable<ChatRoom['listing']> }) {
  const { t, href, locale } = useChat();
  return (
    <a
      href={href(`/${listing.kind}/${listing.id}`)}
      className="flex shrink-0 items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 hover:bg-slate-100"
      data-testid="chat-listing"
    >
      {listing.thumbnail ? (
        <img src={listing.thumbnail} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-slate-500">
          <ChatIcon name="file" />
        </span>
      )}
      <span className="min-w-0">
        <span className="flex items-center gap-2 text-xs text-slate-600">
          {t('listing')}
          {(listing.status === 'reserved' || listing.status === 'sold') && (
            <span
              className={`rounded-full px-2 py-px font-semibold ${listing.status === 'sold' ? 'bg-slate-200 text-slate-800' : 'bg-amber-100 text-amber-900'}`}
              data-testid="chat-listing-status"
            >
              {t(`listing_status_${listing.status}`)}
            </span>
          )}
        </span>
        <span className="block truncate text-sm font-semibold text-slate-900">{listing.title}</span>
      </span>
      {listing.price !== null && <span className="ml-auto shrink-0 text-sm font-bold text-slate-900">{formatPrice(listing.price, locale)}</span>}
    </a>
  );
}

/** The safe deal between the two about the room's listing, as the server worded it (server/chats/chat-page.ts). */
export interface DealLine {
  roomId: number;
  state: string;
  text: string;
  next: string;
  href: string;
  link: string;
}

/** The line under the listing's card: the deal's state and next step, linking to the deal's page (its timeline "in the chat"). */
function DealLineBar({ deal }: { deal: DealLine }) {
  return (
    <a
      href={deal.href}
      className="flex shrink-0 items-start gap-2 border-b border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-950 hover:bg-emerald-100"
      data-testid="chat-deal"
      data-state={deal.state}
    >
      <ChatIcon name="shield" size={16} className="mt-0.5 shrink-0 text-emerald-700" />
      <span className="min-w-0">
        <span className="font-semibold">{deal.text}</span> {deal.next} <span className="font-semibold underline">{deal.link}</span>
      </span>
    </a>
  );
}

/**
 * The open conversation: the other person with the connection's state and the room's actions
 * (block, delete with a confirmation), the listing card, the messages and the composer.
 */
export function Conversation(props: {
  room: ChatRoom;
  messages: ChatMessage[];
  hasMore: boolean;
  refused: { message: string; text: string } | null;
  deal?: DealLine | null;
  onRoom(room: ChatRoom): void;
}) {
  const chat = useChat();
  const { t, calls } = chat;
  const [room, setRoom] = useState(props.room);
  const live = useRoom({
    room: props.room,
    messages: props.messages,
    hasMore: props.hasMore,
    chat,
    onRoom: (next) => {
      setRoom(next);
      props.onRoom(next);
    },
  });
  const [blocking, setBlocking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = useRef<HTMLDialogElement>(null);
  const name = room.other_user.username;
  const profileHref = chat.href(`/user/${room.other_user.id}`);

  async function toggleBlock() {
    if (blocking) return;
    setBlocking(true);
    try {
      const next = await calls.block(room.id, !room.blocked_by_me);
      setRoom(next);
      props.onRoom(next);
    } catch (error) {
      notify.error(errorMessage(error, t, 'block_error'), 5000);
    } finally {
      setBlocking(false);
    }
  }

  async function remove() {
    if (deleting) return;
    setDeleting(true);
    try {
      await calls.remove(room.id);
      location.assign(`${chat.chatHref}?notice=deleted`);
    } catch (error) {
      setDeleting(false);
      confirm.current?.close();
      notify.error(errorMessage(error, t, 'chat_delete_error'), 5000);
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="conversation">
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-4">
        <a
          href={chat.chatHref}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          data-testid="chat-back"
        >
          <ChatIcon name="back" size={20} />
          <span className="sr-only">{t('back_to_chats')}</span>
        </a>
        {/* The other person's public page: the name is the link for the keyboard, the picture the same for the pointer. */}
        <a href={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
          <UserAvatar user={room.other_user} />
        </a>
        <div className="min-w-0 flex-1">
          <h1 className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
            <a href={profileHref} className="truncate hover:underline" data-testid="chat-profile-link">
              {name}
            </a>
            {room.other_rating.score !== null && (
              <span className="flex shrink-0 items-center gap-0.5 text-xs font-normal text-slate-600" data-testid="chat-rating">
                <ChatIcon name="star" size={13} className="fill-amber-400 text-amber-500" />
                <span className="sr-only">
                  {t('other_rating', { score: formatScore(room.other_rating.score, chat.locale), count: room.other_rating.count })}
                </span>
                <span aria-hidden="true">
                  <span className="font-semibold text-slate-800">{formatScore(room.other_rating.score, chat.locale)}</span> ({room.other_rating.count})
                </span>
              </span>
            )}
          </h1>
          <ConnectionBadge status={live.status} onReconnect={live.reconnect} />
        </div>
        <button
          type="button"
          onClick={toggleBlock}
          aria-disabled={blocking}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          data-testid="chat-block"
        >
          <ChatIcon name="ban" />
          <span className="sr-only sm:not-sr-only">{room.blocked_by_me ? t('unblock') : t('block')}</span>
        </button>
        <button
          type="button"
          onClick={() => confirm.current?.showModal()}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-red-700 hover:bg-red-50"
          data-testid="chat-delete"
        >
          <ChatIcon name="trash" />
          <span className="sr-only sm:not-sr-only">{t('delete_chat')}</span>
        </button>
      </div>
      {room.listing && <ListingCard listing={room.listing} />}
      {props.deal && <DealLineBar deal={props.deal} />}
      {(room.blocked_by_me || room.blocked_by_other) && (
        <p className="shrink-0 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900" role="status" data-testid="chat-blocked">
          {room.blocked_by_other ? t('blocked_by_other', { name }) : t('blocked_by_me', { name })}
        </p>
      )}
      <MessageList live={live} other={room.other_user} />
      <Composer disabled={room.blocked_by_other} refused={props.refused} onText={live.sendText} onFile={live.sendFile} />
      <dialog
        ref={confirm}
        aria-labelledby={`delete-${room.id}`}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/45"
        onClick={(event) => event.target === event.currentTarget && !deleting && confirm.current?.close()}
      >
        <div className="p-5">
          <h2 id={`delete-${room.id}`} className="text-lg font-semibold text-slate-900">
            {t('delete_chat')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('delete_question', { name })}</p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button type="button" autoFocus className="btn-secondary !py-2" onClick={() => confirm.current?.close()}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn bg-red-700 !py-2 text-white hover:bg-red-800"
              aria-disabled={deleting}
              onClick={remove}
              data-testid="chat-delete-confirm"
            >
              {deleting ? t('deleting') : t('delete_confirm')}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
