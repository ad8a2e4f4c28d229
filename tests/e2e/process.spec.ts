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

test('with LOG_LEVEL=debug every request is logged as one JSON line with method, url, status and duration; at info, a request that went well is not', async () => {
  test.setTimeout(40_000);
  const start = (level: string) => {
    const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      env: { ...process.env, PORT: String(PORT + 1), HOST: '127.0.0.1', LOG_LEVEL: level },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = { output: '' };
    server.stdout.on('data', (chunk: Buffer) => (log.output += chunk.toString()));
    return { server, log };
  };
  const debug = start('debug');
  try {
    await expect.poll(() => debug.log.output, { timeout: 20_000 }).toContain('Bozor listening');
    await fetch(`http://127.0.0.1:${PORT + 1}/en/about`);
    await fetch(`http://127.0.0.1:${PORT + 1}/api/health`);
    await expect.poll(() => debug.log.output).toContain('"url":"/api/health"');
    const line = (url: string) => JSON.parse(debug.log.output.split('\n').find((each) => each.includes(`"url":"${url}"`))!);
    expect(line('/en/about')).toMatchObject({ level: 20, method: 'GET', url: '/en/about', status: 200, ms: expect.any(Number), msg: 'request' });
    expect(line('/api/health')).toMatchObject({ level: 20, method: 'GET', url: '/api/health', status: 200, msg: 'request' });
  } finally {
    debug.server.kill('SIGKILL');
    await once(debug.server, 'exit');
  }

  // At info: the lines of the start and of the stop, none for the requests in between.
  const info = start('info');
  try {
    await expect.poll(() => info.log.output, { timeout: 20_000 }).toContain('Bozor listening');
    expect((await fetch(`http://127.0.0.1:${PORT + 1}/en/about`)).status).toBe(200);
    info.server.kill('SIGTERM');
    await expect.poll(() => info.log.output, { timeout: 15_000 }).toContain('"msg":"stopped"');
    expect(info.log.output).not.toContain('"msg":"request"');
  } finally {
    info.server.kill('SIGKILL');
  }
});
