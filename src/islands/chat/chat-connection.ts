import type { ChatServerFrame } from '../../lib/chat-messages.ts';
import { RECONNECT_MAX_ATTEMPTS, reconnectDelay, shouldReconnect } from '../../lib/chat-backoff.ts';

/**
 * The header's `/ws/user/` socket (components/chat/ChatUnread.astro) hands every frame to the
 * page as this window event, so the chat list follows it without a second socket of its own.
 */
export const USER_FRAME_EVENT = 'bozor:user-frame';

/** What a connection is doing now: `reconnecting` carries the try (1–5) it waits for or makes. */
/** The server's close for a token that is not (or no longer) valid (spec/API.md "Chats"). */
const CLOSE_SESSION_ENDED = 4401;

export type ConnectionStatus =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'reconnecting'; attempt: number; max: number }
  | { kind: 'disconnected' }
  /** The session ended (logout, password reset elsewhere): trying again cannot help; signing in can. */
  | { kind: 'signed_out' };

export interface ConnectionEvents {
  frame(frame: ChatServerFrame): void;
  status(status: ConnectionStatus): void;
  /** A socket opened; `again` after a drop, when what was missed should be read. */
  open?(again: boolean): void;
  /** A frame that is not JSON. */
  garbled?(): void;
}

/**
 * One socket of the site (`/ws/chat/{id}/` or `/ws/user/`), authenticated by the session
 * cookie, kept open with the backoff of lib/chat-backoff.ts: after a drop it tries again up to
 * five times, never after a normal close or a refusal; the count starts again at every open.
 * Plain TypeScript without React: the header's badge script and the chat island share it.
 */
export class ChatConnection {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private opened = false;
  private stopped = false;
  private readonly onOnline = () => {
    if (!this.socket && !this.stopped) this.reconnectNow();
  };

  constructor(
    private readonly path: string,
    private readonly events: ConnectionEvents,
  ) {}

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.onOnline);
    this.events.status({ kind: 'connecting' });
    this.connect();
  }

  /** Sends a frame when the socket is open; false when it is not (the caller keeps it for later). */
  send(frame: unknown): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Tries at once (a "reconnect" button, the browser back online), with a fresh count. */
  reconnectNow(): void {
    if (this.stopped || this.isOpen) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempts = 0;
    this.socket?.close();
    this.socket = null;
    this.events.status({ kind: 'connecting' });
    this.connect();
  }

  /** A normal close (1000): no reconnecting after it. */
  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.close(1000);
    this.socket = null;
  }

  private connect(): void {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}${this.path}`);
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      const again = this.opened;
      this.opened = true;
      this.attempts = 0;
      this.events.status({ kind: 'connected' });
      this.events.open?.(again);
    });
    socket.addEventListener('message', (event) => {
      if (this.socket !== socket) return;
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        this.events.garbled?.();
        return;
      }
      this.events.frame(frame);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (event.code === CLOSE_SESSION_ENDED) {
        this.events.status({ kind: 'signed_out' });
        return;
      }
      if (!shouldReconnect(event.code, this.attempts)) {
        this.events.status({ kind: 'disconnected' });
        return;
      }
      this.attempts += 1;
      this.events.status({ kind: 'reconnecting', attempt: this.attempts, max: RECONNECT_MAX_ATTEMPTS });
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.stopped) this.connect();
      }, reconnectDelay(this.attempts));
    });
  }
}
