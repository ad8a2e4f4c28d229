import type { AstroGlobal } from 'astro';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import { expectedBodyBytes, isUnreadableForm, readFormOrRefusal, type UploadLimits } from './http/multipart.ts';
import type { StreamedForm } from './http/streamed-form.ts';
import type { UploadGate } from './http/upload-gate.ts';
import { refusedPagePost } from './page-forms.ts';

/**
 * A form with files posted to a page (the listing forms and the chat composer, before or without
 * JavaScript), read as the API reads uploads: let in through the upload gate before its body is
 * read, streamed to a temporary directory within `limits`, handed to `use`, and its files gone
 * when this returns, however it ended.
 *
 * Null when nothing was posted; a plain Response when the post is refused as readPageForm refuses
 * one (403, 415, 413 for the body, 400 when it is not a form). The gate's refusals (429, 503) are
 * thrown as AppErrors, and a file's (too large, one too many) comes to `use` beside the text
 * read, for the page to show in its form.
 */
export async function withPageUpload<T>(
  page: Pick<AstroGlobal, 'request'>,
  config: Config,
  upload: { uploads: UploadGate; accountId: number; limits: UploadLimits },
  use: (read: { form: StreamedForm; refusal?: AppError }) => Promise<T>,
): Promise<T | Response | null> {
  const { request } = page;
  if (request.method !== 'POST') return null;
  const refused = refusedPagePost(request, config);
  if (refused) return refused;
  let bytes: number;
  try {
    bytes = expectedBodyBytes(request.headers.get('content-length'), upload.limits);
  } catch (error) {
    return plainRefusal(error);
  }
  const pass = await upload.uploads.admit(upload.accountId, bytes);
  try {
    let read: { form: StreamedForm; refusal?: AppError };
    try {
      read = await readFormOrRefusal(request, upload.limits, pass.dir);
    } catch (error) {
      return plainRefusal(error);
    }
    return await use(read);
  } finally {
    await pass.release();
  }
}

/** A body too large or not a form, answered as readPageForm answers it; any other refusal is the page's to show. */
function plainRefusal(error: unknown): Response {
  if (error instanceof AppError && error.code === 'payload_too_large') return new Response('Payload Too Large', { status: 413 });
  if (isUnreadableForm(error)) return new Response('Bad Request', { status: 400 });
  throw error;
}
