import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, hydrated, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * A real restart: this test runs its own production server on a data directory that outlives
 * it, stops it with SIGTERM in the middle of a conversation and starts it again on the same
 * port and data. The buyer's page reconnects by itself and the message typed meanwhile arrives.
 */
const PORT = Number(process.env.E2E_PORT ?? 4329) + 17;
const ORIGIN = `http://localhost:${PORT}`;

function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/server/entry.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('the server did not start')), 30_000);
    const poll = async () => {
      try {
        if ((await fetch(`${ORIGIN}/api/health`)).ok) {
          clearTimeout(deadline);
          resolve(server);
          return;
        }
      } catch {
        // not listening yet
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
}

test('the server restarts in the middle of a conversation: the page reconnects by itself and the message typed meanwhile arrives once', async ({
  page: buyer,
  browser,
}) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-e2e-restart-'));
  let server = await startServer(dataDir);
  const seller = await newPerson(browser);
  try {
    await registerViaApi(seller, `Sotuvchi_${newPhoneDigits().slice(-5)}`, { origin: ORIGIN, dataDir });
    const categories = (await (await seller.request.get(`${ORIGIN}/api/products/api/categories`)).json()) as Array<{ id: number; slug: string }>;
    const image = {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0ea5e9' } })
        .png()
        .toBuffer(),
    };
    const created = await seller.request.post(`${ORIGIN}/api/products/api/products/`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      multipart: {
        title: 'Velosiped Stels',
        description: 'Yaxshi holatda.',
        price: '1800000',
        condition: 'used',
        category_id: String(categories[0]!.id),
        images: image,
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as { id: number };

    await registerViaApi(buyer, `Xaridor_${newPhoneDigits().slice(-5)}`, { origin: ORIGIN, dataDir });
    const room = await buyer.request.post(`${ORIGIN}/api/chats/`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      data: { listing_kind: 'product', listing_id: product.id },
    });
    expect(room.status()).toBe(201);
    const roomId = ((await room.json()) as { id: number }).id;

    await buyer.goto(`${ORIGIN}/chat/${roomId}`);
    await hydrated(buyer);
    const conversation = buyer.getByTestId('conversation');
    const status = conversation.getByTestId('chat-status');
    const box = conversation.getByLabel('Xabar', { exact: true });
    await expect(status).toHaveText('Ulangan');
    await box.fill('Salom, velosiped hali bormi?');
    await box.press('Enter');
    await expect(conversation.getByTestId('chat-message').filter({ hasText: 'Salom, velosiped hali bormi?' })).toBeVisible();

    await stopServer(server);
    await expect(status).not.toHaveText('Ulangan');
    await box.fill('Ertaga kelsam boʻladimi?');
    await box.press('Enter');
    await expect(conversation.getByTestId('chat-pending')).toHaveAttribute('data-state', 'queued');

    server = await startServer(dataDir);
    await expect(status).toHaveText('Ulangan', { timeout: 40_000 });
    await expect(conversation.getByTestId('chat-pending')).toHaveCount(0, { timeout: 10_000 });
    await expect(conversation.getByTestId('chat-message').filter({ hasText: 'Ertaga kelsam boʻladimi?' })).toBeVisible();
    // Stored once, and the seller reads both messages after the restart.
    const opened = (await (await seller.request.get(`${ORIGIN}/api/chats/${roomId}/`)).json()) as { messages: Array<{ content: string }> };
    expect(opened.messages.map((message) => message.content)).toEqual(['Salom, velosiped hali bormi?', 'Ertaga kelsam boʻladimi?']);
  } finally {
    await seller.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
