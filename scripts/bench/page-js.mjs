// The JavaScript each page makes a browser download, as DESIGN.md budgets it: the landing page
// no React and no island (since issue 21 only its search box's suggestions, inline: ≤ 2 KB), the
// list and detail pages ≤ 85 KB gzipped. Chromium (Debian's) opens each page of a
// built server with demo data at 360 px and at 1280 px (signed out; the detail pages also signed
// in, as a buyer and as the owner), waits until the network is idle without
// scrolling, and counts every script response (what hydrates at load, not what waits for a
// scroll or a click) and the scripts written into the page; each one's size is its gzip -9 size
// as built. No page may load the API reference's script (/api/docs/scalar.js; the API's page for
// developers, /ru/api/docs, is measured too). Exits 1 when a page is over or loads it.
// Usage: npm run build && npm run bench:page-js [-- --list]   (--list: each page's scripts by size)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_SELLERS, demoPhone } from '../../src/demo/sellers.ts';
import { startBuiltServer } from './built-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'dist/client');
const list = process.argv.includes('--list');
const BUDGET_KB = 85;
/** The landing page's search box suggestions (SearchSuggest.astro), its one script. */
const LANDING_KB = 2;
/** The API reference's script (Scalar), which no page but the reference may load. */
const REFERENCE_SCRIPT = '/api/docs/scalar.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-page-js-'));
const server = await startBuiltServer({ dataDir, env: { DEMO_DATA: '1' }, timeoutMs: 300_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const gzipSize = new Map();
/** A script's gzip size as built (the file in dist/client), or as answered when not there. */
const sizeOf = (pathname, body) => {
  if (!gzipSize.has(pathname)) {
    const file = path.join(clientDir, pathname);
    gzipSize.set(pathname, zlib.gzipSync(fs.existsSync(file) ? fs.readFileSync(file) : body, { level: 9 }).length);
  }
  return gzipSize.get(pathname);
};
let over = false;
try {
  const first = async (api) => (await (await fetch(`${server.base}${api}?page_size=1`)).json()).results[0];
  const [product, service] = [await first('/api/products/api/products/'), await first('/api/services/api/services/')];
  // Signed in as a demo seller (README "Demo data"): the service's owner sees its editor, another seller the page as a buyer.
  const sessionOf = async (seller) => {
    const login = await fetch(`${server.base}/api/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: demoPhone(seller), password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`signing in as demo seller ${seller} answered ${login.status}`);
    return { name: 'bozor_session', value: (await login.json()).token, url: server.base };
  };
  const owner = DEMO_SELLERS.findIndex((each) => each.username === service.userName.username);
  const ownerCookie = await sessionOf(owner);
  const buyerCookie = await sessionOf(DEMO_SELLERS.findIndex((each) => each.username !== product.userName.username));
  const pages = [
    { label: 'landing /', path: '/', budget: LANDING_KB },
    { label: '/products', path: '/products', budget: BUDGET_KB },
    { label: '/ru/service (list)', path: '/ru/service', budget: BUDGET_KB },
    { label: 'product detail', path: `/product/${product.id}`, budget: BUDGET_KB },
    { label: 'product detail, signed in', path: `/product/${product.id}`, budget: BUDGET_KB, cookie: buyerCookie },
    { label: 'service detail', path: `/en/service/${service.id}`, budget: BUDGET_KB },
    { label: 'service detail, its owner', path: `/en/service/${service.id}`, budget: BUDGET_KB, cookie: ownerCookie },
    // The API's page for developers: light; its reference (Scalar, ~1 MB) is a page of its own, opened from it.
    { label: 'API page /ru/api/docs', path: '/ru/api/docs', budget: LANDING_KB },
  ];
  console.log('| page | width | scripts | gzip KB | budget KB |');
  console.log('|---|---:|---:|---:|---:|');
  for (const page of pages) {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
      if (page.cookie) await context.addCookies([page.cookie]);
      const tab = await context.newPage();
      const scripts = [];
      tab.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const { pathname } = new URL(response.url());
        scripts.push({ pathname, bytes: sizeOf(pathname, await response.body().catch(() => Buffer.alloc(0))) });
      });
      const answer = await tab.goto(`${server.base}${page.path}`, { waitUntil: 'networkidle' });
      if (answer?.status() !== 200) throw new Error(`${page.path} answered ${answer?.status()}`);
      await tab.waitForTimeout(300);
      // Scripts written into the page (Astro inlines small ones), as gzip would send them with it.
      const inline = await tab
        .locator('script')
        .evaluateAll((scripts) =>
          scripts.filter((script) => !script.src && ['', 'module', 'text/javascript'].includes(script.type)).map((script) => script.textContent ?? ''),
        );
      if (inline.length > 0) scripts.push({ pathname: `(${inline.length} inline)`, bytes: zlib.gzipSync(inline.join('\n'), { level: 9 }).length });
      await context.close();
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      // The API reference's script belongs to the reference alone (/api/docs/reference).
      const reference = scripts.some((script) => script.pathname === REFERENCE_SCRIPT);
      if (reference) console.log(`${page.label} at ${width} px loads ${REFERENCE_SCRIPT}, the API reference's script`);
      const fails = total > page.budget || reference;
      over ||= fails;
      console.log(`| ${page.label} | ${width} | ${scripts.length} | ${total.toFixed(1)} | ${page.budget}${fails ? ' **over**' : ''} |`);
      if (list)
        for (const script of scripts.sort((a, b) => b.bytes - a.bytes))
          console.log(`|  | | ${path.basename(script.pathname)} | ${(script.bytes / 1024).toFixed(1)} | |`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(over ? 1 : 0);
