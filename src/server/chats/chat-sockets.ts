import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { WebSocket } from 'ws';
import type { ChatMessage } from '../../lib/schemas/chats.ts';
import type { ChatServerFrame } from '../../lib/chat-messages.ts';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, pickLocale, type Locale } from '../../lib/locales.ts';
import { ChatClientFrame, type ChatClientFrameInput } from '../../lib/schemas/chats.ts';
import type { SessionUser } from '../accounts/account-shapes.ts';
import { hashToken } from '../accounts/tokens.ts';
import { localizeError } from '../error-messages.ts';
import { AppError } from '../errors.ts';
import { clientAddress, rateLimitSubject } from '../http/client-address.ts';
import { sessionCookieOf } from '../http/cookies.ts';
import type { Logger } from '../logger.ts';
import type { WsGateway } from '../ws/gateway.ts';
import type { ChatEvent, InstanceBus, SessionsEndedEvent } from '../bus.ts';
import type { ChatsService } from './chats.service.ts';
import { createSocketQuota, SOCKET_LIMITS, type SocketLimits, type SocketTicket } from './socket-quota.ts';
import { MINUTE } from '../../lib/time-units.ts';

/** Close codes of spec/API.md "Chats". */
export const CLOSE_BAD_TOKEN = 4401;
export const CLOSE_NOT_PARTICIPANT = 4403;
/** Beyond API.md: the address or the account holds as many sockets as it may (socket-quota.ts). */
export const CLOSE_TOO_MANY_SOCKETS = 4429;
/** How long a socket without a token in its request may take to send `{type: "authenticate"}`. */
export const AUTH_TIMEOUT_MS = 10_000;
export const PING_INTERVAL_MS = 30_000;
/**
 * How often an open socket's session is looked up again. Ended sessions are announced on the bus
 * and close their sockets at once; this catches a token that expired unused and an announcement
 * an instance missed while its LISTEN connection was down.
 */
export const SESSION_RECHECK_MS = 10 * MINUTE;
/** How long an ended session is remembered for sockets whose sign-in was in flight when it ended. */
const ENDED_MEMORY_MS = MINUTE;
/** Frames a socket may have waiting for the ones before them; a client past this is flooding. */
const MAX_PENDING_FRAMES = 64;

interface Client {
  socket: WebSocket;
  user: SessionUser;
  locale: Locale;
  /** The room of a `/ws/chat/{id}/` socket; null for the user's own `/ws/user/` socket. */
  roomId: number | null;
  /** The session the socket was opened with: it lives as long as that session does. */
  token: string;
  tokenHash: string;
  checkedAt: number;
}

export interface ChatSocketsOptions {
  chats: ChatsService;
  bus: InstanceBus;
  authenticate(token: string): Promise<SessionUser | null>;
  /** Whether the session is still valid (not logged out, reset, expired), without counting it as a use. */
  isSessionLive(token: string): Promise<boolean>;
  publicUrl: URL;
  /** TRUST_PROXY: which address a socket counts against (http/client-address.ts). */
  trustedProxies: number;
  logger: Logger;
  /** How many of a user's notices are unread (the bell, issue 25). */
  unreadNotices(userId: number): Promise<number>;
  /** Who has a socket open here: told on each socket opened and closed, for Telegram to keep quiet (issue 25). */
  presence?: { opened(userId: number): void; closed(userId: number): void };
  socketLimits?: SocketLimits;
  /** Tests shorten the waits. */
  authTimeoutMs?: number;
  pingIntervalMs?: number;
  sessionRecheckMs?: number;
}

/**
 * The chat sockets of this instance: `/ws/chat/{id}/` (spec/API.md) and the user's own
 * `/ws/user/` (unread counts, new messages of every room). Whatever the bus announces — from this
 * instance or another — is read once from the database and sent to the sockets here that should
 * have it. Frames are validated; a bad one answers `error` and the socket stays.
 */
export function createChatSockets(gateway: WsGateway, options: ChatSocketsOptions) {
  const { chats, bus, publicUrl, logger } = options;
  const byRoom = new Map<number, Set<Client>>();
  const byUser = new Map<number, Set<Client>>();
  const alive = new WeakMap<WebSocket, boolean>();
  const all = new Set<WebSocket>();
  const quota = createSocketQuota(options.socketLimits ?? SOCKET_LIMITS);
  /** Sessions that ended lately (token hash or user id → when), for sign-ins that were in flight. */
  const endedTokens = new Map<string, number>();
  const endedUsers = new Map<number, number>();
  const endedSince = (tokenHash: string, userId: number, since: number) =>
    (endedTokens.get(tokenHash) ?? -1) >= since || (endedUsers.get(userId) ?? -1) >= since;

  const add = <K>(map: Map<K, Set<Client>>, key: K, client: Client) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(client);
  };
  const remove = <K>(map: Map<K, Set<Client>>, key: K, client: Client) => {
    const set = map.get(key);
    set?.delete(client);
    if (set?.size === 0) map.delete(key);
  };

  function send(socket: WebSocket, frame: ChatServerFrame): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }

  function errorFrame(error: unknown, locale: Locale): ChatServerFrame {
    const known = error instanceof AppError ? error : new AppError('internal_error');
    if (!(error instanceof AppError)) logger.error({ err: error }, 'chat socket: a frame failed');
    const body = localizeError(known, locale);
    const field = body.errors ? Object.values(body.errors)[0]?.[0] : undefined;
    return { type: 'error', error: field ?? body.detail, code: known.code };
  }

  /** The token of the upgrade request: `?token=`, else the session cookie when the page is this site's. */
  function tokenOf(request: IncomingMessage, url: URL): string | null {
    const query = url.searchParams.get('token');
    if (query) return query;
    const origin = request.headers.origin;
    const fromSite = !origin || origin === publicUrl.origin || origin === `http://${request.headers.host}` || origin === `https://${request.headers.host}`;
    if (!fromSite) return null;
    return sessionCookieOf(request.headers.cookie);
  }

  function localeOf(request: IncomingMessage, url: URL): Locale {
    const query = url.searchParams.get('lang');
    if (isLocale(query)) return query;
    const cookie = parseCookies(request.headers.cookie ?? '')[LOCALE_COOKIE];
    if (isLocale(cookie)) return cookie;
    return pickLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
  }

  /** Closes a socket with a localized `error` frame first, so that a client can say why. */
  function refuse(socket: WebSocket, code: number, error: AppError, locale: Locale): void {
    send(socket, errorFrame(error, locale));
    socket.close(code, error.code);
  }

  function accept(socket: WebSocket, request: IncomingMessage, roomId: number | null): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const locale = localeOf(request, url);
    const ticket = quota.open(
      rateLimitSubject(clientAddress(request.headers['x-forwarded-for']?.toString(), request.socket.remoteAddress, options.trustedProxies)),
    );
    if (!ticket) {
      refuse(socket, CLOSE_TOO_MANY_SOCKETS, new AppError('too_many_sockets'), locale);
      return;
    }
    const place: SocketTicket = ticket;
    all.add(socket);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));

    let client: Client | null = null;
    let pending = 0;
    let chain: Promise<void> = Promise.resolve();

    async function signIn(token: string): Promise<void> {
      const startedAt = Date.now();
      const user = await options.authenticate(token).catch(() => null);
      if (socket.readyState !== socket.OPEN) return;
      if (!user || (client && client.user.id !== user.id)) {
        socket.close(CLOSE_BAD_TOKEN, 'invalid token');
        return;
      }
      if (client) return;
      if (roomId !== null && !(await chats.isParticipant(roomId, user.id))) {
        socket.close(CLOSE_NOT_PARTICIPANT, 'not a participant');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      const tokenHash = hashToken(token);
      // The session ended while this sign-in was looking it up: the announcement found no socket to close.
      if (endedSince(tokenHash, user.id, startedAt)) {
        socket.close(CLOSE_BAD_TOKEN, 'session ended');
        return;
      }
      if (!quota.signIn(place, user.id)) {
        refuse(socket, CLOSE_TOO_MANY_SOCKETS, new AppError('too_many_sockets'), locale);
        return;
      }
      clearTimeout(authTimer);
      client = { socket, user, locale, roomId, token, tokenHash, checkedAt: Date.now() };
      if (roomId !== null) add(byRoom, roomId, client);
      add(byUser, user.id, client);
      send(socket, { type: 'connection_established' });
      options.presence?.opened(user.id);
      if (roomId === null) {
        send(socket, { type: 'unread', total: await chats.unreadTotal(user.id) });
        send(socket, { type: 'notices', unread: await options.unreadNotices(user.id) });
      }
    }

    async function handle(frame: ChatClientFrameInput): Promise<void> {
      if (frame.type === 'authenticate') return signIn(frame.token);
      if (!client) return void send(socket, errorFrame(new AppError('not_authenticated'), locale));
      if (frame.type === 'ping') return;
      if (frame.type === 'read') {
        if (client.roomId !== null) await chats.markRead(client.roomId, client.user.id);
        return;
      }
      if (client.roomId === null)
        return void send(socket, errorFrame(new AppError('validation_error', { fields: { type: [{ key: 'frame_invalid' }] } }), locale));
      // A session ended elsewhere may not have closed this socket yet: the database decides, not the announcement.
      if (!(await options.isSessionLive(client.token))) {
        socket.close(CLOSE_BAD_TOKEN, 'session ended');
        return;
      }
      const { message, created } = await chats.send(client.roomId, client.user.id, {
        content: frame.message ?? frame.content,
        attachment: frame.file ? { url: frame.file.url } : undefined,
      });
      // A repeat within 5 s is the stored message: no one else hears of it again, but this socket is answered.
      if (!created) send(socket, { type: 'message', data: toFrameData(message) });
    }

    const token = tokenOf(request, url);
    const authTimer = setTimeout(() => {
      if (!client && socket.readyState === socket.OPEN) socket.close(CLOSE_BAD_TOKEN, 'not authenticated');
    }, options.authTimeoutMs ?? AUTH_TIMEOUT_MS);
    if (token) chain = chain.then(() => signIn(token));

    socket.on('message', (data, isBinary) => {
      if (++pending > MAX_PENDING_FRAMES) {
        socket.close(1008, 'too many frames');
        return;
      }
      let frame: ChatClientFrameInput | null = null;
      if (!isBinary) {
        try {
          const parsed = ChatClientFrame.safeParse(JSON.parse(data.toString()));
          if (parsed.success) frame = parsed.data;
        } catch {
          frame = null;
        }
      }
      chain = chain
        .then(() =>
          frame
            ? handle(frame)
            : send(socket, errorFrame(new AppError('validation_error', { fields: { frame: [{ key: 'frame_invalid' }] } }), client?.locale ?? locale)),
        )
        .catch((error: unknown) => send(socket, errorFrame(error, client?.locale ?? locale)))
        .finally(() => pending--);
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      quota.release(place);
      all.delete(socket);
      if (!client) return;
      if (client.roomId !== null) remove(byRoom, client.roomId, client);
      remove(byUser, client.user.id, client);
      options.presence?.closed(client.user.id);
    });
  }

  async function deliver(event: ChatEvent): Promise<void> {
    if (event.type === 'read') {
      const own = byUser.get(event.userId);
      const listening = own && [...own].filter((client) => client.roomId === null);
      if (!listening?.length) return;
      const total = await chats.unreadTotal(event.userId);
      for (const client of listening) send(client.socket, { type: 'unread', total });
      return;
    }
    const inRoom = byRoom.get(event.roomId);
    const userSockets = event.userIds.flatMap((userId) => [...(byUser.get(userId) ?? [])].filter((client) => client.roomId === null));
    if (!inRoom?.size && userSockets.length === 0) return;
    const message = event.message ?? (await chats.message(event.messageId));
    if (!message) return;
    const frame: ChatServerFrame = { type: 'message', data: toFrameData(message) };
    for (const client of inRoom ?? []) send(client.socket, frame);
    for (const client of userSockets) send(client.socket, frame);
    const totals = new Map<number, number>();
    for (const client of userSockets) {
      if (!totals.has(client.user.id)) totals.set(client.user.id, await chats.unreadTotal(client.user.id));
      send(client.socket, { type: 'unread', total: totals.get(client.user.id)! });
    }
  }

  /** Tells these users' `/ws/user/` sockets on this instance their unread notices. */
  async function tellNotices(userIds: number[]): Promise<void> {
    for (const userId of userIds) {
      const listening = [...(byUser.get(userId) ?? [])].filter((client) => client.roomId === null);
      if (listening.length === 0) continue;
      const unread = await options.unreadNotices(userId);
      for (const client of listening) send(client.socket, { type: 'notices', unread });
    }
  }

  /** Closes this instance's sockets of the ended sessions (4401), at once. */
  function endSessions(event: SessionsEndedEvent): void {
    const now = Date.now();
    const hashes = event.tokenHashes && new Set(event.tokenHashes);
    if (hashes) for (const hash of hashes) endedTokens.set(hash, now);
    else endedUsers.set(event.userId, now);
    for (const client of byUser.get(event.userId) ?? []) {
      if (!hashes || hashes.has(client.tokenHash)) client.socket.close(CLOSE_BAD_TOKEN, 'session ended');
    }
  }

  /** Looks up again the sessions of sockets not checked for SESSION_RECHECK_MS, one at a time. */
  async function recheckSessions(): Promise<void> {
    const due = Date.now() - (options.sessionRecheckMs ?? SESSION_RECHECK_MS);
    for (const clients of byUser.values()) {
      for (const client of [...clients]) {
        if (client.checkedAt > due || client.socket.readyState !== client.socket.OPEN) continue;
        client.checkedAt = Date.now();
        const live = await options.isSessionLive(client.token).catch(() => true);
        if (!live) client.socket.close(CLOSE_BAD_TOKEN, 'session ended');
      }
    }
  }
  let rechecking: Promise<void> | null = null;

  // One room's events are delivered one after another, in the order this instance heard them
  // (each delivery reads its message first; in parallel, a later one could overtake).
  const roomQueues = new Map<number, Promise<void>>();
  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'pages' || event.type === 'deliveries' || event.type === 'listed') return;
    if (event.type === 'sessions_ended') return endSessions(event);
    if (event.type === 'notices') return void tellNotices(event.userIds);
    const key = event.type === 'message' ? event.roomId : -event.userId;
    const next = (roomQueues.get(key) ?? Promise.resolve())
      .then(() => deliver(event))
      .catch((error: unknown) => logger.error({ err: error, event }, 'chat: delivery failed'));
    roomQueues.set(key, next);
    void next.then(() => {
      if (roomQueues.get(key) === next) roomQueues.delete(key);
    });
  });

  // Ping every socket; one that did not answer the last ping is gone.
  const pinger = setInterval(() => {
    for (const socket of all) {
      if (!alive.get(socket)) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
    const forgetBefore = Date.now() - ENDED_MEMORY_MS;
    for (const [key, at] of endedTokens) if (at < forgetBefore) endedTokens.delete(key);
    for (const [key, at] of endedUsers) if (at < forgetBefore) endedUsers.delete(key);
    rechecking ??= recheckSessions()
      .catch((error: unknown) => logger.error({ err: error }, 'chat: session recheck failed'))
      .finally(() => (rechecking = null));
  }, options.pingIntervalMs ?? PING_INTERVAL_MS);
  pinger.unref();

  gateway.route({ pattern: /^\/ws\/chat\/(\d{1,10})\/?$/, onConnection: (socket, request, match) => accept(socket, request, Number(match[1])) });
  gateway.route({ pattern: /^\/ws\/user\/?$/, onConnection: (socket, request) => accept(socket, request, null) });

  return {
    /** Open sockets of this instance (the bench reads it). */
    get size() {
      return all.size;
    },
    /** Closes every chat socket with 1012 so that clients reconnect and fetch what they missed (the bus stopped hearing). */
    restartAll(): void {
      for (const socket of all) socket.close(1012, 'reconnect');
    },
    close(): void {
      clearInterval(pinger);
      unsubscribe();
    },
  };
}

/** A message as the socket sends it: API.md's `{id, message, sender, timestamp, file}` plus the Message shape's fields. */
export function toFrameData(message: ChatMessage): ChatMessage & { message: string } {
  return { ...message, message: message.content };
}

export type ChatSockets = ReturnType<typeof createChatSockets>;
