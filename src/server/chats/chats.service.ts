import type { BlockedPerson, ChatListing, ChatMessage, ChatOpened, ChatRoom } from '../../lib/schemas/chats.ts';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE } from '../../lib/chat-messages.ts';
import type { CreateChatInput } from '../../lib/schemas/chats.ts';
import { cleanUserText } from '../../lib/user-text.ts';
import type { UserRefs } from '../accounts/user-refs.ts';
import type { Ratings } from '../reviews/ratings.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Clock } from '../clock.ts';
import { AppError, fieldError } from '../errors.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import { thumbKey } from '../../lib/media-keys.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { Upload } from '../media/upload.ts';
import type { Notifier } from '../notices/notifier.ts';
import type { Quotas } from '../rate-limit/quotas.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import { NOTIFY_PAYLOAD_BYTES, type InstanceBus, type ChatEvent } from '../bus.ts';
import { removeChatFile, storeChatFile } from './chat-files.ts';
import { chatFileKeyOf, chatFileUrl } from './chat-media-access.ts';
import { REPEAT_WINDOW_MS } from '../../lib/chat-messages.ts';
import type { ChatsRepository, MessageRow, RoomView } from './chats.repository.ts';

/** At most 20 messages a user in 10 s, over the socket and the API together (counted in the database: every instance sees it). */
export const CHAT_SEND_RULE: RateRule = { name: 'chat:send', limit: 20, windowMs: 10_000 };
/** A user's rooms in one list; older ones wait for a new message to come back up. */
const ROOMS_LISTED = 500;

/** What a send may carry besides text: an uploaded file, or an attachment of the same room sent again. */
export type Attachment = { upload: Upload } | { url: string };

/**
 * Chats between two people (spec/API.md "Chats", README "The API beyond spec/API.md"): one room
 * per pair, remembering the listing it was started from; messages persisted once and then
 * announced on the bus, which every instance hears and delivers to its sockets (chat-sockets.ts).
 * Anyone not in a room is told it does not exist.
 */
export function createChatsService(deps: {
  chats: ChatsRepository;
  users: UsersRepository;
  listings: ListingsRepository;
  userRefs: UserRefs;
  /** The other person's score in each room (issue 24). */
  ratings: Ratings;
  media: MediaStore;
  limiter: RateLimiter;
  quotas: Quotas;
  bus: InstanceBus;
  /** A new message is a grouped notice of its room for the other participant (issue 25), read with the room. */
  notifier: Pick<Notifier, 'add' | 'markGroupRead'>;
  clock: Clock;
}) {
  const { chats, users, listings, userRefs, ratings, media, limiter, quotas, bus, notifier, clock } = deps;
  const noticeKey = (roomId: number) => `chat:${roomId}`;

  /** The room is read by this participant: its messages, and its notice (the bell drops). */
  async function roomRead(roomId: number, userId: number): Promise<void> {
    await chats.markRead(roomId, userId);
    await bus.publish({ type: 'read', userId });
    await notifier.markGroupRead(userId, noticeKey(roomId), clock().toISOString());
  }

  async function requireView(roomId: number, userId: number): Promise<RoomView> {
    const view = await chats.view(roomId, userId);
    if (!view) throw new AppError('chat_not_found');
    return view;
  }

  function fileOf(row: MessageRow): ChatMessage['file'] {
    return row.file_key && row.file_type ? { url: chatFileUrl(row.file_key), type: row.file_type } : null;
  }

  const toMessage = (row: MessageRow, username: string): ChatMessage => ({
    id: row.id,
    chat_id: row.room_id,
    content: row.content,
    sender: { id: row.sender_id, username },
    timestamp: row.created_at,
    file: fileOf(row),
  });

  async function shapeMessages(rows: MessageRow[]): Promise<ChatMessage[]> {
    const people = await users.findByIds([...new Set(rows.map((row) => row.sender_id))]);
    const nameOf = new Map(people.map((person) => [person.id, person.username]));
    return rows.map((row) => toMessage(row, nameOf.get(row.sender_id) ?? ''));
  }

  /**
   * The event of a stored message: with the message itself when it fits a PostgreSQL
   * notification (every instance then delivers without reading it), else its id only.
   */
  function messageEvent(message: ChatMessage, recipientId: number): ChatEvent {
    const event: ChatEvent = { type: 'message', roomId: message.chat_id, messageId: message.id, userIds: [message.sender.id, recipientId], message };
    return Buffer.byteLength(JSON.stringify(event)) <= NOTIFY_PAYLOAD_BYTES ? event : { ...event, message: undefined };
  }

  /** The cards of the listings rooms were started from, as `viewerId` may see them: a hidden listing shows only to its owner and the moderators (lib/listing-visibility.ts). */
  async function listingCards(ids: number[], viewerId: number): Promise<Map<number, ChatListing>> {
    const visible = await listings.visibleIds(ids, viewerId);
    const unique = [...visible];
    const [rows, images] = await Promise.all([listings.findRows(unique), listings.imagesOf(unique)]);
    const firstImage = new Map<number, string>();
    for (const image of images) if (!firstImage.has(image.listing_id)) firstImage.set(image.listing_id, image.image_key);
    return new Map(
      rows.map((row) => {
        const image = firstImage.get(row.id);
        return [
          row.id,
          {
            kind: row.kind,
            id: row.id,
            title: row.title,
            thumbnail: image ? media.url(thumbKey(image)) : null,
            price: row.price === null ? null : Number(row.price),
            status: row.status,
          },
        ];
      }),
    );
  }

  async function shapeRooms(views: RoomView[], userId: number): Promise<ChatRoom[]> {
    if (views.length === 0) return [];
    const lastIds = views.flatMap((view) => (view.last_message_id !== null && view.last_message_id > view.cleared_message_id ? [view.last_message_id] : []));
    const others = views.map((view) => (view.user_low_id === userId ? view.user_high_id : view.user_low_id));
    const [lastRows, people, scores, cards] = await Promise.all([
      chats.messagesByIds(lastIds),
      userRefs(others),
      ratings(others),
      listingCards(
        views.flatMap((view) => (view.listing_id === null ? [] : [view.listing_id])),
        userId,
      ),
    ]);
    const lastMessages = new Map((await shapeMessages(lastRows)).map((message) => [message.id, message]));
    return views.map((view, index) => {
      const last = view.last_message_id === null ? undefined : lastMessages.get(view.last_message_id);
      return {
        id: view.id,
        name: view.name,
        participants: [view.user_low_id, view.user_high_id],
        created_at: view.created_at,
        updated_at: view.updated_at,
        unread_count: Number(view.unread_count),
        last_message: last ? { sender: last.sender, content: last.content, timestamp: last.timestamp, file_type: last.file?.type ?? null } : null,
        listing: view.listing_id === null ? null : (cards.get(view.listing_id) ?? null),
        other_user: people.get(others[index]!)!,
        other_rating: scores.get(others[index]!)!,
        blocked_by_me: Boolean(view.blocked_by_me),
        blocked_by_other: Boolean(view.blocked_by_other),
      };
    });
  }

  function cleanContent(text: string | undefined): string {
    const clean = cleanUserText(text ?? '');
    if ([...clean].length > CHAT_MESSAGE_MAX) throw fieldError('content', 'message_too_long', { max: CHAT_MESSAGE_MAX });
    return clean;
  }

  /** A file for the message: stored now (and removed again if the send fails), or one already in the room. */
  async function resolveAttachment(roomId: number, attachment: Attachment): Promise<{ key: string; type: MessageRow['file_type'] & string; stored: boolean }> {
    if ('upload' in attachment) {
      const stored = await storeChatFile(media, attachment.upload, roomId);
      return { ...stored, stored: true };
    }
    const key = chatFileKeyOf(attachment.url);
    const row = key ? await chats.findFileMessage(roomId, key) : undefined;
    if (!row?.file_key || !row.file_type) throw fieldError('file', 'file_not_in_chat');
    return { key: row.file_key, type: row.file_type, stored: false };
  }

  return {
    async list(userId: number): Promise<ChatRoom[]> {
      return shapeRooms(await chats.listViews(userId, ROOMS_LISTED), userId);
    },

    /** The pair's room (made if new), with the listing it is about when one is named. */
    async create(userId: number, input: CreateChatInput): Promise<{ room: ChatRoom; created: boolean }> {
      let listingId: number | null = null;
      let listingOwner: number | null = null;
      if (input.listing_id !== undefined || input.listing_kind !== undefined) {
        if (input.listing_id === undefined) throw fieldError('listing_id', 'field_required');
        // A listing the user may not see (hidden by a moderator) is as missing as a deleted one: no room, no inquiry.
        const listing = await listings.findVisibleRow(input.listing_id, userId);
        if (!listing || (input.listing_kind !== undefined && listing.kind !== input.listing_kind)) throw fieldError('listing_id', 'chat_listing_not_found');
        listingId = listing.id;
        listingOwner = listing.owner_id;
      }
      const named = (input.participants ?? []).filter((id) => id !== userId);
      if ((input.participants ?? []).length > 0 && named.length === 0) throw new AppError('cannot_chat_self');
      if (new Set(named).size > 1) throw fieldError('participants', 'field_invalid');
      const otherId = named[0] ?? listingOwner;
      if (otherId === null || otherId === undefined) {
        throw fieldError('participants', 'field_required');
      }
      if (otherId === userId) throw new AppError('cannot_chat_self');
      if (listingOwner !== null && listingOwner !== otherId && listingOwner !== userId) throw fieldError('listing_id', 'chat_listing_not_found');
      const [other] = await users.findByIds([otherId]);
      if (!other) throw fieldError('participants', 'chat_participant_missing');
      const name = cleanUserText(input.name ?? '').slice(0, 100) || other.username;
      const lowId = Math.min(userId, otherId);
      const highId = Math.max(userId, otherId);
      // Who asks about the listing: the one of the pair who does not sell it.
      const inquirerId = listingOwner === null ? null : listingOwner === userId ? otherId : userId;
      const open = async () => {
        const opened = await chats.openRoom({ lowId, highId, name, listingId, inquirerId, openerId: userId, now: clock().toISOString() });
        // Hidden by a moderator since it was looked up: as missing as above (the quota is given back).
        if (!opened) throw fieldError('listing_id', 'chat_listing_not_found');
        return opened;
      };
      // Only a conversation with someone new counts against the daily quota: claimed before the room is made, given back if it existed after all.
      const { roomId, created } =
        (await chats.roomOfPair(lowId, highId)) === undefined ? await quotas.spend('chats', userId, open, (opened) => opened.created) : await open();
      const [room] = await shapeRooms([await requireView(roomId, userId)], userId);
      return { room: room!, created };
    },

    /** The room's messages (the newest page, or before/after a message) and its participants; read from now on. */
    async open(roomId: number, userId: number, page: { before?: number | undefined; after?: number | undefined } = {}): Promise<ChatOpened> {
      const view = await requireView(roomId, userId);
      const { rows, hasMore } = await chats.messages(roomId, {
        clearedId: Number(view.cleared_message_id),
        before: page.before,
        after: page.after,
        limit: CHAT_PAGE_SIZE,
      });
      if (Number(view.unread_count) > 0) await roomRead(roomId, userId);
      const [[room], people, messages] = await Promise.all([
        shapeRooms([{ ...view, unread_count: 0 }], userId),
        userRefs([view.user_low_id, view.user_high_id]),
        shapeMessages(rows),
      ]);
      return { success: true, chat: room!, participants: [people.get(view.user_low_id)!, people.get(view.user_high_id)!], messages, has_more: hasMore };
    },

    /** Marks the room read for a participant whose open socket received a message. */
    async markRead(roomId: number, userId: number): Promise<void> {
      await roomRead(roomId, userId);
    },

    async delete(roomId: number, userId: number): Promise<void> {
      await requireView(roomId, userId);
      await chats.hide(roomId, userId);
      await bus.publish({ type: 'read', userId });
      await notifier.markGroupRead(userId, noticeKey(roomId), clock().toISOString());
    },

    /** The people the user blocked (issue 23: the profile's block list), each with the room to unblock in. */
    async blocked(userId: number): Promise<BlockedPerson[]> {
      const rows = await chats.blockedBy(userId);
      const people = await userRefs(rows.map((row) => row.user_id));
      return rows.flatMap((row) => {
        const user = people.get(row.user_id);
        return user ? [{ chat_id: row.room_id, user }] : [];
      });
    },

    async setBlocked(roomId: number, userId: number, blocked: boolean): Promise<ChatRoom> {
      await requireView(roomId, userId);
      await chats.setBlocked(roomId, userId, blocked);
      const [room] = await shapeRooms([await requireView(roomId, userId)], userId);
      return room!;
    },

    /**
     * Persists a message once and announces it; the other participant's notice of the room counts
     * it, in the same transaction (one upsert). Counted against the sender's limit first; the
     * same text again within 5 s answers the stored message (`created: false`) without a second row.
     */
    async send(
      roomId: number,
      senderId: number,
      input: { content?: string | undefined; attachment?: Attachment | undefined },
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const username = await chats.memberName(roomId, senderId);
      if (username === undefined) throw new AppError('chat_not_found');
      const content = cleanContent(input.content);
      if (content === '' && !input.attachment) throw new AppError('message_empty');
      const hit = await limiter.consume(CHAT_SEND_RULE, String(senderId));
      const file = input.attachment
        ? await resolveAttachment(roomId, input.attachment).catch(async (error) => {
            await limiter.refund(hit);
            throw error;
          })
        : null;
      const now = clock();
      let outcome;
      try {
        outcome = await chats.send(
          {
            roomId,
            senderId,
            content,
            fileKey: file?.key ?? null,
            fileType: file?.type ?? null,
            now: now.toISOString(),
            repeatSince: new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString(),
          },
          async (trx, row, recipientId) => {
            await bus.publish(messageEvent(toMessage(row, username), recipientId), trx);
            await notifier.add(
              [{ userId: recipientId, type: 'chat_message', data: { room_id: roomId, author: username }, dedupeKey: noticeKey(roomId) }],
              row.created_at,
              trx,
            );
          },
        );
      } catch (error) {
        if (file?.stored) await removeChatFile(media, file.key);
        throw error;
      }
      if (outcome.status !== 'sent') {
        if (file?.stored) await removeChatFile(media, file.key);
        if (outcome.status !== 'repeated') await limiter.refund(hit);
        if (outcome.status === 'blocked') throw new AppError('chat_blocked');
        if (outcome.status === 'no_room') throw new AppError('chat_not_found');
        return { message: toMessage(outcome.message, username), created: false };
      }
      return { message: toMessage(outcome.message, username), created: true };
    },

    /** A stored message as sockets deliver it. */
    async message(id: number): Promise<ChatMessage | undefined> {
      return (await shapeMessages(await chats.messagesByIds([id])))[0];
    },

    isParticipant(roomId: number, userId: number): Promise<boolean> {
      return chats.isMember(roomId, userId);
    },

    unreadTotal(userId: number): Promise<number> {
      return chats.unreadTotal(userId);
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
