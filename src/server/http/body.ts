import { JSON_BODY_BYTES } from '../../lib/schemas/contract.ts';
import { AppError } from '../errors.ts';

/** Largest JSON body a route reads unless its declaration says more (lib/schemas/contract.ts `jsonBody`). */
export const JSON_BODY_LIMIT_BYTES = JSON_BODY_BYTES;

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
