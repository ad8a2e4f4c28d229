import type { AstroIntegration } from 'astro';

/**
 * `astro dev` serves `/ws/…` upgrades through the same gateway as production: the runtime
 * module is loaded through Vite's SSR runner, so the dev server's entry for upgrades shares the
 * runtime the pages use (as main.ts does in production).
 */
export function devWebSocket(): AstroIntegration {
  return {
    name: 'bozor:dev-websocket',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        server.httpServer?.on('upgrade', (request, socket, head) => {
          if (!(request.url ?? '').startsWith('/ws/')) return; // Vite's HMR socket and others
          const runner = server.environments.ssr;
          if (!runner || !('runner' in runner)) {
            socket.destroy();
            return;
          }
          (runner.runner as { import(id: string): Promise<typeof import('../runtime.ts')> })
            .import('/src/server/runtime.ts')
            .then(async (module) => (await module.getRuntime()).ws.handleUpgrade(request, socket, head))
            .catch((error: unknown) => {
              logger.error(`websocket upgrade failed: ${String(error)}`);
              socket.destroy();
            });
        });
      },
    },
  };
}
