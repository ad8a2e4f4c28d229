import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRuntime } from '../runtime.ts';

/** Entry for upgrades on the dev server (see integrations/dev-websocket.ts). */
export async function handleDevUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
  const runtime = await getRuntime();
  runtime.ws.handleUpgrade(request, socket, head);
}
