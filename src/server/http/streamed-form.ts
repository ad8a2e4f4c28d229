import { readFile } from 'node:fs/promises';
import { AppError, fieldError } from '../errors.ts';
import type { Upload } from '../media/upload.ts';

/**
 * A file part of a streamed form, spilled to its request's temporary directory: the services
 * take it as any Upload (images are decoded from `path`), and it is gone once the request is.
 */
export class UploadedFile implements Upload {
  constructor(
    readonly path: string,
    readonly size: number,
    /** The name the client gave it (never used to store it). */
    readonly name: string,
    /** The type the client claimed (never trusted). */
    readonly type: string,
  ) {}

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await readFile(this.path);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

/** A multipart or url-encoded form as the streaming reader leaves it: text in memory, files on disk, each name's values in order. */
export interface StreamedForm {
  fields: Map<string, string[]>;
  files: Map<string, UploadedFile[]>;
}

/** Text fields of a form for a zod schema: the last value of each name; blank means absent. */
export function formTexts(form: StreamedForm, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.fields.get(name)?.at(-1);
      return [name, value === undefined || value.trim() === '' ? undefined : value];
    }),
  );
}

/**
 * The files of a repeated file field (browsers' empty part for "nothing chosen" is dropped
 * while reading). Text where a file belongs is not an image (415).
 */
export function formFiles(form: StreamedForm, name: string): UploadedFile[] {
  if (form.fields.get(name)?.some((value) => value.trim() !== '')) throw new AppError('image_invalid_type');
  return form.files.get(name) ?? [];
}

/** Ids sent as repeated fields (`3`, `4`) or as one JSON array (`[3, 4]`); anything else is a bad value. */
export function formIds(form: StreamedForm, name: string): number[] {
  if (form.files.has(name)) throw fieldError(name, 'field_invalid');
  const ids: number[] = [];
  for (const value of form.fields.get(name) ?? []) {
    const text = value.trim();
    if (text === '' || text === '[]') continue;
    let parsed: unknown = text;
    if (text.startsWith('[')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw fieldError(name, 'field_invalid');
      }
    }
    for (const each of Array.isArray(parsed) ? parsed : [parsed]) {
      const id = typeof each === 'number' ? each : /^\d{1,10}$/.test(String(each)) ? Number(each) : NaN;
      if (!Number.isSafeInteger(id) || id <= 0) throw fieldError(name, 'field_invalid');
      ids.push(id);
    }
  }
  return [...new Set(ids)];
}
