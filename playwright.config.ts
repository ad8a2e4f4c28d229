import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never `playwright install`: no browser downloads here)
 * against the built production server on a fresh data directory.
 */
const PORT = Number(process.env.E2E_PORT ?? 4329);
export const BASE_URL = `http://localhost:${PORT}`;
/** The server's data directory, fresh per run and removed after it; tests read SMS codes from its outbox. */
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-e2e-'));
  process.env.E2E_DATA_DIR_OWNED = '1';
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  // The studio's journey publishes the landing's copy that other specs read: it runs after them all.
  // The safe deal's journeys move the server's clock days forward (/__e2e/clock): they run after all the others.
  projects: [
    { name: 'journeys', testIgnore: /(studio|safe-deal)\.spec\.ts/ },
    { name: 'studio', testMatch: /studio\.spec\.ts/, dependencies: ['journeys'] },
    { name: 'clock', testMatch: /safe-deal\.spec\.ts/, dependencies: ['journeys', 'studio'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${BASE_URL}/api/health`,
    // TRUST_PROXY=1: each test sends its own X-Forwarded-For address (tests/e2e/fixtures.ts). The app
    // stores' links as a site that has its apps sets them (unset, the footer hides the badges:
    // tests/api/site-edges-built.test.ts).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      TRUST_PROXY: '1',
      APP_STORE_URL: 'https://apps.apple.com/uz/app/bozor/id6740000001',
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=uz.bozor.app',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
