// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { nodeWithOwnEntry } from './src/server/integrations/own-server-entry.ts';
import { localizedRoutes } from './src/server/integrations/localized-routes.ts';
import { devWebSocket } from './src/server/integrations/dev-websocket.ts';
import { devFakePayme } from './src/server/integrations/dev-fake-payme.ts';
import { precompress } from './src/server/integrations/precompress.ts';
import { popoverDirective } from './src/server/integrations/popover-directive.ts';
import { publicRouteRules } from './src/server/page-cache/policy.ts';

export default defineConfig({
  output: 'server',
  adapter: nodeWithOwnEntry(new URL('./src/server/main.ts', import.meta.url), { bodySizeLimit: 64 * 1024 * 1024 }),
  session: false,
  // Astro's own check refuses multipart writes without an Origin header, which is how the mobile
  // app uploads. Our API and form endpoints check origins themselves (src/server/http/session.ts).
  security: {
    checkOrigin: false,
    // Astro adds script-src and style-src with the hashes of each page's inline scripts and
    // styles, sent as the Content-Security-Policy header of every server-rendered page.
    csp: {
      directives: [
        "default-src 'self'",
        // The safe deal's card form sends a card to Payme from the browser (islands/shared/payme-cards.ts): Bozor never sees the number.
        "connect-src 'self' https://checkout.paycom.uz https://checkout.test.paycom.uz",
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "base-uri 'self'",
        // t.me: "Connect Telegram" posts to this site, which answers with a redirect to the bot's start link (browsers hold redirects of a form to form-action too).
        "form-action 'self' https://t.me",
        "frame-ancestors 'none'",
      ],
    },
  },
  // The Markdown copy (src/content) has no code blocks: no highlighter. Shiki's inline styles would
  // not pass the CSP above (Astro warns at every build while it is on).
  markdown: { syntaxHighlight: false },
  server: { port: 4321, host: true },
  // Signed-out visitors get pages from Astro's route cache, kept compressed, dropped by tag when
  // a write changes them (src/server/page-cache/; ARCHITECTURE.md "Route cache").
  cache: { provider: { name: 'bozor-pages', entrypoint: new URL('./src/server/page-cache/provider.ts', import.meta.url), config: { max: 2000 } } },
  routeRules: publicRouteRules(),
  integrations: [react(), localizedRoutes({ prefixedLocales: ['ru', 'en'] }), devWebSocket(), devFakePayme(), precompress(), popoverDirective()],
  i18n: {
    locales: ['uz', 'ru', 'en'],
    defaultLocale: 'uz',
    routing: { prefixDefaultLocale: false },
  },
  vite: {
    plugins: [tailwindcss()],
    // React, its renderer and Astro's island glue load together for every island: one file, not
    // five (each file costs its own compression context; DESIGN.md budgets gzipped JavaScript).
    build: {
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ }] } },
      },
    },
  },
});
