import type { Kysely } from 'kysely';
import pg from 'pg';
import type { ChatMessage } from '../lib/schemas/chats.ts';
import { pgNotify } from './db/dialect.ts';
import type { DB } from './db/schema.ts';
import type { Logger } from './logger.ts';

/** Largest event sent whole: PostgreSQL refuses a notification payload of 8000 bytes or more. */
export const NOTIFY_PAYLOAD_BYTES = 7900;

/**
 * What one server instance tells every instance (itself included) after a chat write has been
 * committed. A new message travels with the event when it fits a notification
 * (NOTIFY_PAYLOAD_BYTES), so that instances deliver it without reading it back; a longer one
 * travels as its id and every instance reads it as stored.
 */
export type ChatEvent =
  /** A new message in a room of these users. */
  | { type: 'message'; roomId: number; messageId: number; userIds: number[]; message?: ChatMessage | undefined }
  /** A user's unread counts changed without a new message (they read or deleted a room). */
  | { type: 'read'; userId: number };

/**
 * Pages that show what a write changed: every instance drops its cached copies of pages with
 * these tags (page-cache/). `from`: the instance that wrote, which has already dropped its own.
 */
export interface PagesChangedEvent {
  type: 'pages';
  tags: string[];
  from: string;
}

/**
 * Sessions that ended (logout, password reset, later a suspension): every instance closes the
 * sockets opened with them. `tokenHashes` names the ended tokens (hashes, never tokens: a
 * notification is visible to anyone who can read the database's activity); absent, every
 * session of the user ended.
 */
export interface SessionsEndedEvent {
  type: 'sessions_ended';
  userId: number;
  tokenHashes?: string[];
}

/** Notices were told to these users (their bell counts moved), deliveries wait in the outbox, or a new listing was stored (issue 25). */
export type NoticesEvent = { type: 'notices'; userIds: number[] } | { type: 'deliveries' } | { type: 'listed' };

export type BusEvent = ChatEvent | PagesChangedEvent | SessionsEndedEvent | NoticesEvent;

/**
 * Events between the server instances of one database: chat deliveries and page-cache
 * invalidations.
 */
export interface InstanceBus {
  /** Resolves once the instance hears events (the runtime waits for it before serving). */
  ready(): Promise<void>;
  /**
   * Tells every instance. Inside a transaction (`within`), PostgreSQL sends it on commit, in
   * commit order; in-process, listeners run after the current task, and their reads wait for
   * the one SQLite connection the transaction holds.
   */
  publish(event: BusEvent, within?: Kysely<DB>): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

function listeners() {
  const set = new Set<(event: BusEvent) => void>();
  return {
    add(listener: (event: BusEvent) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(event: BusEvent) {
      for (const listener of set) listener(event);
    },
  };
}

/** SQLite: one process serves the database, so events stay in it. */
export function createInProcessBus(): InstanceBus {
  const subscribers = listeners();
  return {
    ready: async () => {},
    async publish(event) {
      setImmediate(() => subscribers.emit(event));
    },
    subscribe: subscribers.add,
    async close() {},
  };
}

const CHANNEL = 'bozor_events';
const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * PostgreSQL: `NOTIFY` through the pool, `LISTEN` on a connection of its own that comes back
 * after a loss. Every instance, this one included, hears each event once from the database.
 * While the listening connection is down, events are missed; clients fetch what they missed
 * when they reconnect (`?after=`), and a lost connection closes this instance's chat sockets
 * so that they do.
 */
export function createPostgresBus(options: { db: Kysely<DB>; databaseUrl: string; logger: Logger; onListenLost?: () => void }): InstanceBus {
  const { db, databaseUrl, logger } = options;
  const subscribers = listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let ready: Promise<void>;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        subscribers.emit(JSON.parse(message.payload) as BusEvent);
      } catch (error) {
        logger.warn({ err: error }, 'instance bus: unreadable notification');
      }
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'instance bus: listening connection lost');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
  }

  function lost(which: pg.Client): void {
    if (client !== which || closed) return;
    client = null;
    options.onListenLost?.();
    reconnect();
  }

  function reconnect(): void {
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    setTimeout(() => {
      if (closed) return;
      ready = connect().catch((error) => {
        logger.warn({ err: error }, 'instance bus: cannot listen; trying again');
        reconnect();
      });
    }, delay).unref();
  }

  ready = connect();

  return {
    ready: () => ready,
    async publish(event, within) {
      await pgNotify(within ?? db, CHANNEL, JSON.stringify(event));
    },
    subscribe: subscribers.add,
    async close() {
      closed = true;
      await ready.catch(() => {});
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
