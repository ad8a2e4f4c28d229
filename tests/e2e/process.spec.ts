import { spawn } from 'node:child_process';
import http from 'node:http';
import { once } from 'node:events';
import { expect, test } from './fixtures.ts';

const PORT = 4339;

test('the server stops cleanly on SIGTERM: it closes idle keep-alive connections, the database and exits 0', async () => {
  test.setTimeout(30_000);
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 20_000 }).toContain('Bozor listening');

    // A keep-alive connection that stays open after its request, as browsers keep them.
    const agent = new http.Agent({ keepAlive: true });
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: PORT, path: '/api/health', agent }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(JSON.parse(body)).toEqual({ status: 'ok', database: 'sqlite' });

    const started = Date.now();
    server.kill('SIGTERM');
    const [code] = (await once(server, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(output).toContain('shutting down');
    expect(output).toContain('"msg":"stopped"');
    agent.destroy();
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});

test('every request is logged as one JSON line with method, url, status and duration', async () => {
  test.setTimeout(30_000);
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(PORT + 1), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 20_000 }).toContain('Bozor listening');
    await fetch(`http://127.0.0.1:${PORT + 1}/en/about`);
    await expect.poll(() => output).toContain('"url":"/en/about"');
    const line = output.split('\n').find((each) => each.includes('"url":"/en/about"'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 30, method: 'GET', url: '/en/about', status: 200, ms: expect.any(Number), msg: 'request' });
  } finally {
    server.kill('SIGKILL');
  }
});
