import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Every page in src/pages is written once and served in each language: Uzbek at `/about`
 * (from the file itself), Russian at `/ru/about` and English at `/en/about` (injected here,
 * same entrypoint). Astro's i18n routing then gives each request its `currentLocale`.
 * Endpoints (`.ts`: the API's catch-all under `api/`), `locales/` and the error pages are not
 * localized routes; the one page under `api/` (the API's page for developers, api/docs.astro) is.
 */
export function localizedRoutes(options: { prefixedLocales: readonly string[] }): AstroIntegration {
  return {
    name: 'bozor:localized-routes',
    hooks: {
      'astro:config:setup': ({ config, injectRoute, logger }) => {
        const pagesDir = fileURLToPath(new URL('./pages/', config.srcDir));
        const pages = listPages(pagesDir);
        for (const locale of options.prefixedLocales) {
          for (const page of pages) {
            injectRoute({
              pattern: page.pattern === '/' ? `/${locale}` : `/${locale}${page.pattern}`,
              entrypoint: page.entrypoint,
            });
          }
        }
        logger.debug(`${pages.length} pages localized for ${options.prefixedLocales.join(', ')}`);
      },
    },
  };
}

interface PageFile {
  pattern: string;
  entrypoint: string;
}

const NOT_LOCALIZED = new Set(['locales', '404.astro', '500.astro']);

export function listPages(pagesDir: string, sub = ''): PageFile[] {
  const pages: PageFile[] = [];
  for (const entry of fs.readdirSync(path.join(pagesDir, sub), { withFileTypes: true })) {
    if (!sub && NOT_LOCALIZED.has(entry.name)) continue;
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const relative = path.posix.join(sub, entry.name);
    if (entry.isDirectory()) {
      pages.push(...listPages(pagesDir, relative));
    } else if (entry.name.endsWith('.astro')) {
      const route = relative.replace(/\.astro$/, '').replace(/(^|\/)index$/, '');
      pages.push({ pattern: `/${route}`.replace(/\/$/, '') || '/', entrypoint: path.join(pagesDir, relative) });
    }
  }
  return pages;
}
