import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWholeAnswers } from '../../src/server/http/api-encoding.ts';

const big = JSON.stringify({
  results: Array.from({ length: 40 }, (_, id) => ({ id, title: `Telefon ${id}`, description: 'Yaxshi holatda, hujjatlari bor.' })),
});
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressWholeAnswers(req, res);
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('Vary', 'Origin');
    if (url.pathname === '/small') {
      res.writeHead(200, { 'content-type': 'application/json', 'Content-Length': 2 });
      res.end('{}');
    } else if (url.pathname === '/parts') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(big.slice(0, 100));
      res.end(big.slice(100));
    } else if (url.pathname === '/encoded') {
      const gz = zlib.gzipSync(big);
      res.writeHead(200, 'OK', { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': gz.length });
      res.end(gz);
    } else {
      res.writeHead(200, { 'content-type': 'application/json', 'Content-Length': Buffer.byteLength(big), vary: 'Cookie' });
      res.end(Buffer.from(big));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer: status, headers and bytes as sent (fetch would decode them). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('API answers compressed whole', () => {
  it('sends a whole answer Brotli- or gzip-compressed as asked, with its own length and Accept-Encoding added to Vary', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(big);
  });

  it('sends it as it is to a client that accepts no encoding, still saying that it varies', async () => {
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('leaves small, already encoded, streamed and HEAD answers as they are', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{}');
    expect(small.headers.vary).toBe('Origin');
    const encoded = await get('/encoded', { 'accept-encoding': 'br' });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(encoded.body).toString()).toBe(big);
    const parts = await get('/parts', { 'accept-encoding': 'br' });
    expect(parts.headers['content-encoding']).toBeUndefined();
    expect(parts.body.toString()).toBe(big);
    const head = await get('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(big));
  });
});
