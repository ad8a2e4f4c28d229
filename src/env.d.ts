/// <reference types="astro/client" />

declare module '@astrojs/node/server.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export const handler: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void, locals?: object) => Promise<void>;
}


declare namespace App {
  interface Locals {
    /** The signed-in user (from the session cookie), or null. */
    user: import('./server/accounts/account-shapes.ts').SessionUser | null;
    /** A one-shot notice key left by the previous page. */
    flash: import('./lib/flash.ts').FlashKey | null;
    /**
     * The TCP peer as the Node server saw it (src/server/main.ts passes it). Astro's own
     * `clientAddress` may come from X-Forwarded-For, which only TRUST_PROXY may decide to read.
     */
    socketAddress?: string | undefined;
  }
}
