import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';
import { AppError, fieldError } from '../errors.ts';
import { UploadedFile, type StreamedForm } from './streamed-form.ts';

/** Room for the text fields beside the files of an upload, all of them together. */
const FORM_FIELDS_BYTES = 256 * 1024;
/** Text fields one form may have: ours have about ten. */
const MAX_FIELDS = 200;

export const FORM_CONTENT_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** What one upload route accepts, and what it answers past each limit. */
export interface UploadLimits {
  files: number;
  fileBytes: number;
  /** The whole body: every file at its limit, plus the text fields. */
  bodyBytes: number;
  /** The text fields together. */
  fieldBytes: number;
  /** A file over `fileBytes` (413 `image_too_large`, `file_too_large`). */
  fileTooLarge(): AppError;
  /** One file more than `files` (the route's own field error). */
  tooManyFiles(): AppError;
  /** A body over `bodyBytes` (413 `payload_too_large`; a chat message says its file is too large). */
  bodyTooLarge(): AppError;
}

/** The limits of a route taking up to `files` files of at most `fileBytes` each. */
export function uploadLimits(
  files: number,
  fileBytes: number,
  refusals: Pick<UploadLimits, 'fileTooLarge' | 'tooManyFiles'> & Partial<Pick<UploadLimits, 'bodyTooLarge'>>,
): UploadLimits {
  return {
    files,
    fileBytes,
    bodyBytes: files * fileBytes + FORM_FIELDS_BYTES,
    fieldBytes: FORM_FIELDS_BYTES,
    bodyTooLarge: () => new AppError('payload_too_large'),
    ...refusals,
  };
}

/**
 * What an upload's body may bring, known before a byte is read: its declared length, else the
 * route's limit. A declared length over the limit is refused (413) here.
 */
export function expectedBodyBytes(contentLength: string | null, limits: UploadLimits): number {
  const declared = Number(contentLength ?? NaN);
  if (declared > limits.bodyBytes) throw limits.bodyTooLarge();
  return declared > 0 ? declared : limits.bodyBytes;
}

const unreadable = () => fieldError('non_field_errors', 'form_unreadable');

/** The refusal of a body that is not a form (400 `form_unreadable`). */
export function isUnreadableForm(error: unknown): boolean {
  return error instanceof AppError && error.options.fields?.non_field_errors?.[0]?.key === 'form_unreadable';
}

/**
 * Reads a multipart (or url-encoded) form as it arrives: text fields into memory, each file
 * straight into `dir` (the request's temporary directory, which its owner removes), so no body is
 * ever held whole. 415 for another type; 413 for a declared length over the limit (before a
 * byte is read) or a body that streams past it (cut off there); 400 for a body that is not a form.
 *
 * A file over its limit, one file too many or fields too large are refused too, but the rest of
 * the body (within its limit) is read and dropped, nothing more kept: cutting a request off
 * resets the connection, and the client would see that instead of the answer.
 */
export async function readStreamedForm(request: Request, limits: UploadLimits, dir: string): Promise<StreamedForm> {
  const { form, refusal } = await readFormOrRefusal(request, limits, dir);
  if (refusal) throw refusal;
  return form;
}

/**
 * readStreamedForm for a page, which shows a refusal decided while reading (a file too large)
 * in its form with the text typed: the refusal comes back beside what was read.
 */
export async function readFormOrRefusal(request: Request, limits: UploadLimits, dir: string): Promise<{ form: StreamedForm; refusal?: AppError }> {
  const type = request.headers.get('content-type') ?? '';
  if (!FORM_CONTENT_TYPE.test(type)) throw new AppError('unsupported_media_type');
  expectedBodyBytes(request.headers.get('content-length'), limits);
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { 'content-type': type }, limits: { fileSize: limits.fileBytes, fieldSize: limits.fieldBytes, fields: MAX_FIELDS } });
  } catch {
    throw unreadable();
  }

  const form: StreamedForm = { fields: new Map(), files: new Map() };
  const spills: Array<Promise<void>> = [];
  // Files in the order they were sent (an earlier part may finish writing after a later one): a listing's pictures keep their order.
  const written: Array<{ name: string; file: UploadedFile } | undefined> = [];
  const open = new Set<Readable>();
  let refusal: AppError | undefined;
  let writeFailure: unknown;
  let files = 0;
  let fieldBytes = 0;
  const refuse = (error: AppError) => void (refusal ??= error);

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (valueTruncated || fieldBytes > limits.fieldBytes) refuse(new AppError('payload_too_large'));
    else add(form.fields, name, value);
  });
  parser.on('fieldsLimit', () => refuse(new AppError('payload_too_large')));
  parser.on('file', (name, stream, filename = '', _encoding, mimeType) => {
    // A browser sends a file input left empty as a part without a name: counted only if it has bytes.
    if (filename !== '' && ++files > limits.files) refuse(limits.tooManyFiles());
    if (refusal) {
      stream.resume();
      return;
    }
    stream.once('limit', () => refuse(limits.fileTooLarge()));
    open.add(stream);
    const position = spills.length;
    const target = path.join(dir, `${position + 1}`);
    const out = createWriteStream(target);
    const spill = pipeline(stream, out).then(
      () => {
        if (stream.truncated || (filename === '' && out.bytesWritten === 0)) return;
        if (filename === '' && ++files > limits.files) refuse(limits.tooManyFiles());
        else written[position] = { name, file: new UploadedFile(target, out.bytesWritten, filename, mimeType) };
      },
      (error: unknown) => {
        // A file that cannot be written (a full disk) stops the form; the parser would wait for it forever.
        writeFailure ??= error;
        parser.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    spills.push(spill.finally(() => open.delete(stream)));
  });

  try {
    await pipeline(countedBody(request.body, limits), parser);
    await Promise.all(spills);
  } catch (error) {
    const failedWrite = writeFailure;
    // The body broke off (a client gone, the limit) or is not a form: parts still open never end by
    // themselves. With an error: a part that ended but was not written out yet waits for an 'end' otherwise.
    for (const stream of open) stream.destroy(new Error('form abandoned'));
    await Promise.all(spills);
    // A write that failed is the server's fault (500), anything else the body's.
    if (failedWrite) throw failedWrite;
    throw error instanceof AppError ? error : unreadable();
  }
  if (writeFailure) throw writeFailure;
  for (const entry of written) if (entry) add(form.files, entry.name, entry.file);
  return refusal ? { form, refusal } : { form };
}

/** The body's chunks up to its limit: one byte more and it is cut off (413). */
async function* countedBody(body: ReadableStream<Uint8Array> | null, limits: UploadLimits): AsyncGenerator<Uint8Array> {
  if (!body) return;
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    if (received > limits.bodyBytes) throw limits.bodyTooLarge();
    yield chunk;
  }
}

function add<T>(map: Map<string, T[]>, name: string, value: T): void {
  const values = map.get(name);
  if (values) values.push(value);
  else map.set(name, [value]);
}
