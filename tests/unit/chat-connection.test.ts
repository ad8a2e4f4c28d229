import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../../src/islands/chat/chat-connection.ts';

/** A socket the test opens, closes and reads, in place of the browser's. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  drop(code: number) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  receive(data: string) {
    this.dispatchEvent(Object.assign(new Event('message'), { data }));
  }
}

const last = () => FakeSocket.made.at(-1)!;

async function connection() {
  const { ChatConnection } = await import('../../src/islands/chat/chat-connection.ts');
  const statuses: ConnectionStatus[] = [];
  const frames: unknown[] = [];
  const opens: boolean[] = [];
  let garbled = 0;
  const socket = new ChatConnection('/ws/chat/7/', {
    frame: (frame) => frames.push(frame),
    status: (status) => statuses.push(status),
    open: (again) => opens.push(again),
    garbled: () => garbled++,
  });
  return { socket, statuses, frames, opens, garbled: () => garbled };
}

describe('the chat connection', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('location', { protocol: 'https:', host: 'bozor.uz' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the page’s socket on this host, passes frames on and tells bad JSON apart', async () => {
    const { socket, statuses, frames, garbled } = await connection();
    socket.start();
    expect(last().url).toBe('wss://bozor.uz/ws/chat/7/');
    last().open();
    last().receive('{"type":"connection_established"}');
    last().receive('not json');
    expect(statuses.map((status) => status.kind)).toEqual(['connecting', 'connected']);
    expect(frames).toEqual([{ type: 'connection_established' }]);
    expect(garbled()).toBe(1);
  });

  it('sends only while open, so the caller can queue', async () => {
    const { socket } = await connection();
    socket.start();
    expect(socket.send({ type: 'read' })).toBe(false);
    last().open();
    expect(socket.send({ type: 'read' })).toBe(true);
    expect(last().sent).toEqual(['{"type":"read"}']);
  });

  it('after a drop tries again five times, waiting longer each time, then says disconnected', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { socket, statuses } = await connection();
    socket.start();
    last().open();
    for (const [attempt, wait] of [
      [1, 1_000],
      [2, 2_000],
      [3, 4_000],
      [4, 8_000],
      [5, 16_000],
    ] as const) {
      last().drop(1006);
      expect(statuses.at(-1)).toEqual({ kind: 'reconnecting', attempt, max: 5 });
      const before = FakeSocket.made.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.made.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.made.length).toBe(before + 1);
    }
    last().drop(1006);
    expect(statuses.at(-1)).toEqual({ kind: 'disconnected' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(6);
  });

  it('starts counting again at every open and tells the caller it is back', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { socket, statuses, opens } = await connection();
    socket.start();
    last().open();
    last().drop(1012);
    vi.advanceTimersByTime(1_000);
    last().drop(1006);
    vi.advanceTimersByTime(2_000);
    last().open();
    last().drop(1006);
    expect(statuses.at(-1)).toEqual({ kind: 'reconnecting', attempt: 1, max: 5 });
    expect(opens).toEqual([false, true]);
  });

  it('never reconnects after a normal close or a refusal of the user, and says signed out when the session ended (4401)', async () => {
    for (const [code, kind] of [
      [1000, 'disconnected'],
      [4401, 'signed_out'],
      [4403, 'disconnected'],
    ] as const) {
      FakeSocket.made = [];
      const { socket, statuses } = await connection();
      socket.start();
      last().open();
      last().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.made, String(code)).toHaveLength(1);
      expect(statuses.at(-1), String(code)).toEqual({ kind });
    }
  });

  it('closes with 1000 when stopped and stays closed', async () => {
    const { socket } = await connection();
    socket.start();
    const first = last();
    first.open();
    socket.stop();
    expect(first.closedWith).toBe(1000);
    first.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('tries at once, with a fresh count, when asked or when the browser is back online', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { socket, statuses } = await connection();
    socket.start();
    last().open();
    for (let i = 0; i < 6; i++) {
      last().drop(1006);
      vi.advanceTimersByTime(30_000);
    }
    expect(statuses.at(-1)).toEqual({ kind: 'disconnected' });
    (window as unknown as EventTarget).dispatchEvent(new Event('online'));
    expect(FakeSocket.made).toHaveLength(7);
    last().drop(1006);
    expect(statuses.at(-1)).toEqual({ kind: 'reconnecting', attempt: 1, max: 5 });
  });
});
