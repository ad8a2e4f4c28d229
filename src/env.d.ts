/// <reference types="astro/client" />

declare module '@astrojs/node/server.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export const handler: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void, locals?: object) => Promise<void>;
}

declare namespace App {
  interface Locals {
    /** The signed-in user (from the session cookie), or null. */
    user: import('./server/accounts/account-shapes.ts').SessionUser | null;
    /**
     * The process's runtime (services, config, media, clock, logger), handed to pages by the
     * middleware: pages and the API entry take it here once and pass what they need on as
     * arguments and props; nothing else reaches for it.
     */
    runtime: import('./server/runtime.ts').Runtime;
    /**
     * What the page shell (layouts/BaseLayout.astro) shows of the config, set by the middleware with the runtime:
     * the site's address (PUBLIC_URL, as a URL and as configured) and the app's store links.
     */
    site: { publicUrl: URL; PUBLIC_URL: string; storeLinks: ReturnType<typeof import('./lib/site.ts').appStoreLinks> };
    /** The signed-in user's unread chat messages for the header, asked for by the middleware while the page renders (0 when signed out). */
    unreadChats: Promise<number>;
    /** Unread notices of the signed-in user (issue 25), for the header's bell. */
    unreadNotices: Promise<number>;
    /** Whether the signed-in user is a moderator (the header's link; the moderation pages answer 404 to everyone else). */
    isModerator: boolean;
    /** Whether the signed-in user is a marketer (issue 37: the copy editor's pages answer 404 to everyone else; server/roles/marketers-only.ts). */
    isMarketer: boolean;
    /** A one-shot notice key left by the previous page. */
    flash: import('./lib/flash.ts').FlashKey | null;
    /** What the flash says beyond its key (a date, a number). */
    flashParams: import('./lib/flash.ts').FlashParams;
    /**
     * The TCP peer as the Node server saw it (src/server/main.ts passes it). Astro's own
     * `clientAddress` may come from X-Forwarded-For, which only TRUST_PROXY may decide to read.
     */
    socketAddress?: string | undefined;
  }
}
