import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltApp } from '../fixtures/built-app.ts';

/**
 * Issue 34 item 16 on the built server (`npm run build` first): a client or a load balancer that
 * keeps a connection open and reuses it after an idle pause is answered on it. The server used to
 * close idle connections after 5 s, under what clients and load balancers assume (AWS ALB keeps
 * them 60 s), so a request sent as the server closed the socket failed with "other side closed".
 */
const OLD_KEEP_ALIVE_MS = 5_000;
/** What a load balancer in front assumes (AWS ALB's default idle timeout); the server must keep connections longer. */
const LOAD_BALANCER_IDLE_S = 60;

let app: Awaited<ReturnType<typeof startBuiltApp>>;
beforeAll(async () => {
  app = await startBuiltApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** One raw HTTP/1.1 connection: the test sees exactly when the server answers or closes it. */
function connection(base: string) {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  let buffer = '';
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((waiter) => waiter());
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  /** Sends a GET and answers its status line and headers once the whole answer came (Content-Length), or null when the server closed the connection first. */
  async function get(pathname: string): Promise<{ status: number; headers: Record<string, string> } | null> {
    buffer = '';
    if (closed) return null;
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\nX-Forwarded-For: 203.0.113.16\r\n\r\n`);
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine, ...lines] = buffer.slice(0, end).split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        if (buffer.length - end - 4 >= Number(headers['content-length'] ?? 0)) return { status: Number(statusLine!.split(' ')[1]), headers };
      }
      if (closed) return null;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return { get, isClosed: () => closed, close: () => socket.destroy() };
}

describe('kept-alive connections', () => {
  it('says it keeps an idle connection longer than a load balancer in front does (Keep-Alive: timeout over 60 s)', async () => {
    const client = connection(app.servers[0]!.base);
    try {
      const first = await client.get('/api/accounts/regions');
      expect(first?.status).toBe(200);
      const timeout = Number(/timeout=(\d+)/.exec(first!.headers['keep-alive'] ?? '')?.[1]);
      expect(timeout).toBeGreaterThan(LOAD_BALANCER_IDLE_S);
    } finally {
      client.close();
    }
  });

  it('answers a second request on the same connection after an idle pause longer than the old 5 s keep-alive', async () => {
    const client = connection(app.servers[0]!.base);
    try {
      expect((await client.get('/api/accounts/regions'))?.status).toBe(200);
      // A real pause: the server's idle timer is Node's own and cannot be driven by a clock.
      await new Promise((resolve) => setTimeout(resolve, OLD_KEEP_ALIVE_MS + 1_500));
      expect(client.isClosed()).toBe(false);
      expect((await client.get('/api/accounts/regions'))?.status).toBe(200);
    } finally {
      client.close();
    }
  }, 30_000);
});
