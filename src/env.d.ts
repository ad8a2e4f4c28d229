/// <reference types="astro/client" />

declare module '@astrojs/node/server.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export const handler: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void, locals?: object) => Promise<void>;
}

