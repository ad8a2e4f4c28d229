import { AppError } from '../errors.ts';

/** Largest JSON body any route reads. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Reads a small request body (JSON, a page's form without files) up to `maxBytes`: a declared
 * `Content-Length` over the limit is refused before a byte is read, and a body that streams past
 * it is cut off there (413 either way). Uploads are never read here: http/multipart.ts streams them.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw new AppError('payload_too_large');
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError('payload_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
