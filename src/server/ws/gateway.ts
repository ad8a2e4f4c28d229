import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../logger.ts';

export interface WsRoute {
  /** Matched against the path (without the query string). */
  pattern: RegExp;
  onConnection(socket: WebSocket, request: IncomingMessage, match: RegExpExecArray): void;
}

/** Largest frame a client may send; chat frames are small JSON. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

/**
 * The attach point for WebSocket upgrades on `/ws/…`: the production server and the dev
 * server hand every upgrade here; features register routes (chat: `/ws/chat/:id`).
 */
export class WsGateway {
  private readonly routes: WsRoute[] = [];
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });

  constructor(private readonly logger: Logger) {}

  route(route: WsRoute): void {
    this.routes.push(route);
  }

  /** True when the path is ours (the dev server leaves other upgrades, e.g. HMR, to Vite). */
  static owns(url: string | undefined): boolean {
    return (url ?? '').startsWith('/ws/');
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      this.server.handleUpgrade(request, socket, head, (ws) => {
        ws.on('error', (error) => this.logger.warn({ err: error, path }, 'websocket error'));
        route.onConnection(ws, request, match);
      });
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  }

  /** Graceful shutdown: tell every client we are going away (1001). */
  close(): void {
    for (const client of this.server.clients) client.close(1001, 'server shutting down');
    this.server.close();
  }
}
