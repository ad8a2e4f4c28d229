import type { AstroIntegration } from 'astro';
import { FAKE_PAYME_PATH } from '../payments/index.ts';

/**
 * `astro dev` serves the fake Payme (PAYMENTS_PROVIDER=fake) at /fake-payme/api as main.ts does in
 * production: through the runtime loaded by Vite's SSR runner, so the browser's card form and the
 * server's client see the same fake (its state is the runtime's, in memory).
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
              const runtime = await module.getRuntime();
              const { fakePaymeListener } = await import('../payments/fake-door.ts');
              const answer = fakePaymeListener(runtime.fakePayme);
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
