import node from '@astrojs/node';
import type { AstroIntegration } from 'astro';

/**
 * @astrojs/node in middleware mode, built with src/server/main.ts as the server entry.
 * The production server, the pages and the API then live in one bundle and share one runtime
 * (database pool, event bus) instead of loading two copies of the server code.
 */
export function nodeWithOwnEntry(entry: URL, options: { bodySizeLimit: number }): AstroIntegration {
  const adapter = node({ mode: 'middleware', bodySizeLimit: options.bodySizeLimit });
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (settings) => params.setAdapter({ ...settings, serverEntrypoint: entry }),
        }),
    },
  };
}
