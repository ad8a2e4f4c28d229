import { AppError } from '../errors.ts';

/** Largest JSON body any route reads. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** Room for the text fields beside the files of a multipart upload. */
const FORM_FIELDS_BYTES = 256 * 1024;

/** The body limit of an upload route: `files` files of at most `bytesPerFile` each, plus fields. */
export function uploadBodyLimit(files: number, bytesPerFile: number): number {
  return files * bytesPerFile + FORM_FIELDS_BYTES;
}

/**
 * Reads a request body up to `maxBytes`: a declared `Content-Length` over the limit is refused
 * before a byte is read, and a body that streams past it is cut off there (413 either way), so
 * a large body never sits in memory whole.
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
