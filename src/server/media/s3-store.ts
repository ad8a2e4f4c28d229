import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, MEDIA_CACHE_CONTROL, type MediaStore } from './media-store.ts';

export interface S3StoreOptions {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000`, … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL a CDN or public bucket serves the objects at; without it, this server serves them at /media/…. */
  publicUrl?: string | undefined;
  /** `endpoint/bucket/key` (MinIO and most self-hosted servers) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** How signed requests go out (tests watch them). */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

export interface S3MediaStore extends MediaStore {
  readonly kind: 's3';
  /** The object's address on the S3 server. */
  objectUrl(key: string): URL;
}

/** S3 answers 503 SlowDown and the odd 500 under load; its own SDKs retry those, so do we. */
const RETRIES = 2;
const RETRY_BASE_MS = 100;

export function s3ObjectUrl(endpoint: string, bucket: string, key: string, forcePathStyle: boolean): URL {
  const base = new URL(endpoint);
  const prefix = base.pathname.replace(/\/+$/, '');
  if (forcePathStyle) return new URL(`${base.origin}${prefix}/${bucket}/${key}`);
  // `bucket.127.0.0.1` is no host name (URL's hostname setter would silently keep the address).
  if (isIP(base.hostname.replace(/^\[|\]$/g, '')))
    throw new Error('S3 virtual-hosted addressing needs a host name, not an IP address; set S3_FORCE_PATH_STYLE=1');
  return new URL(`${base.protocol}//${bucket}.${base.host}${prefix}/${key}`);
}

/**
 * Objects in any S3-compatible store, signed with SigV4 by aws4fetch (no SDK). Error messages
 * carry the operation, the key and the status only: never a credential, never the answer's body.
 */
export function createS3MediaStore(options: S3StoreOptions): S3MediaStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 0,
  });
  const transport = options.fetch ?? ((request: Request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? 20_000;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const objectUrl = (key: string) => s3ObjectUrl(options.endpoint, options.bucket, key, options.forcePathStyle);
  objectUrl('probe.webp'); // a wrong endpoint fails at start, not at the first upload

  async function call(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    init: { headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> } = {},
  ): Promise<Response> {
    assertSafeKey(key);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        const signed = await client.sign(objectUrl(key), { method, ...init, signal: AbortSignal.timeout(timeoutMs) });
        response = await transport(signed);
      } catch (error) {
        throw new Error(`S3 ${method} ${key} failed: ${networkReason(error)}`);
      }
      if ((response.status >= 500 || response.status === 429) && attempt < RETRIES) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt));
        continue;
      }
      return response;
    }
  }

  async function refuse(response: Response, method: string, key: string): Promise<never> {
    await response.body?.cancel();
    throw new Error(`S3 ${method} ${key} failed: HTTP ${response.status}`);
  }

  return {
    kind: 's3',
    objectUrl,
    async put(key, bytes, contentType) {
      const body = new Uint8Array(bytes);
      const response = await call('PUT', key, {
        headers: {
          'Content-Type': contentType,
          'Cache-Control': MEDIA_CACHE_CONTROL,
          // A signed payload hash: the server refuses bytes that changed on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
        },
        body,
      });
      if (!response.ok) return refuse(response, 'PUT', key);
      await response.body?.cancel();
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) return refuse(response, 'DELETE', key);
      await response.body?.cancel();
    },
    async read(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) return refuse(response, 'GET', key);
      let body: Buffer;
      try {
        body = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw new Error(`S3 GET ${key} failed: ${networkReason(error)}`);
      }
      return { body, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    url(key) {
      return publicUrl ? `${publicUrl}/${key}` : `/media/${key}`;
    },
  };
}

/** `fetch failed` says nothing; its cause's code (ECONNREFUSED, ENOTFOUND…) says what happened. */
function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' ? `no answer (${code})` : 'no answer';
}
