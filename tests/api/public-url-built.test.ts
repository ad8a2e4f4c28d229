import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../../scripts/bench/built-server.mjs';
import { footerQrSvg } from '../../src/components/footer.ts';

/**
 * Issue 19: with only PORT set, as the README's start invites, every absolute link points at
 * that port, not at 4321; production refuses to start without PUBLIC_URL. The built server
 * (`npm run build` first).
 */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bozor-public-url-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The first path of the QR code's SVG: the modules that encode the address. */
const qrModules = (svg: string) => /<path[^>]*d="([^"]+)"[^>]*>/g.exec(svg.replace(/<path[^>]*fill="#ffffff"[^>]*>/, ''))?.[1];

describe('links when only PORT is set', () => {
  it('makes canonical, hreflang and OpenGraph links, the sitemaps, robots.txt and the footer QR code point at that port', async () => {
    // Development, no PUBLIC_URL and the default HOST: what `PORT=… npm start` runs (a blank value unsets).
    const server = await startBuiltServer({ dataDir, databaseUrl: undefined, env: { NODE_ENV: 'development', PUBLIC_URL: '', HOST: '', DEMO_DATA: '0' } });
    try {
      const port = new URL(server.base).port;
      const site = `http://localhost:${port}`;
      const page = await (await fetch(`${server.base}/ru/about`)).text();
      expect(page).toContain(`<link rel="canonical" href="${site}/ru/about">`);
      expect(page).toContain(`hreflang="uz" href="${site}/about"`);
      expect(page).toContain(`<meta property="og:url" content="${site}/ru/about">`);
      expect(page).not.toContain('localhost:4321');
      const modules = qrModules(footerQrSvg(`${site}`, 'x'));
      expect(modules).toBeTruthy();
      expect(page).toContain(modules!);
      expect(await (await fetch(`${server.base}/robots.txt`)).text()).toContain(`Sitemap: ${site}/sitemap.xml`);
      const index = await (await fetch(`${server.base}/sitemap.xml`)).text();
      expect(index).toContain(`<loc>${site}/sitemaps/pages.xml</loc>`);
      expect(await (await fetch(`${server.base}/sitemaps/pages.xml`)).text()).toContain(`<loc>${site}/ru/products</loc>`);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start in production without PUBLIC_URL, and says why', async () => {
    await expect(startBuiltServer({ dataDir, databaseUrl: undefined, env: { PUBLIC_URL: '', NODE_ENV: 'production' }, timeoutMs: 20_000 })).rejects.toThrow(
      /exited before it answered/,
    );
  });
});
