import type { AstroIntegration } from 'astro';
import { fakePaymeListener } from '../payments/fake-door.ts';
import { FAKE_PAYME_PATH } from '../payments/index.ts';

/**
 * `astro dev` serves the fake Payme (PAYMENTS_PROVIDER=fake) at /fake-payme/api as main.ts does in
 * production: through the runtime loaded by Vite's SSR runner, so the browser's card form and the
 * server's client see the same fake (its state is the runtime's, in memory). Everything else this
 * imports is imported here, statically: the runner that loaded the Astro config is closed by then.
 */
export function devFakePayme(): AstroIntegration {
  return {
    name: 'bozor:dev-fake-payme',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?', 1)[0] !== FAKE_PAYME_PATH) return next();
          const runner = server.environments.ssr;
          if (!runner || !('runner' in runner)) return next();
          (runner.runner as { import(id: string): Promise<typeof import('../runtime.ts')> })
            .import('/src/server/runtime.ts')
            .then(async (module) => {
              const answer = fakePaymeListener((await module.getRuntime()).fakePayme);
              if (!answer?.(req, res)) next();
            })
            .catch((error: unknown) => {
              logger.error(`fake Payme failed: ${String(error)}`);
              next(error);
            });
        });
      },
    },
  };
}
