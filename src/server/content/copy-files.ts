import { LOCALES } from '../../lib/locales.ts';
import { COPY_PAGES, pageCopySchema, type CopyPage } from '../../lib/page-copy.ts';
import { readCopyFile } from '../../lib/page-copy-file.ts';
import type { PageCopy } from './page-copy.service.ts';

/** The Markdown files of the copy, bundled (`src/content/<page>/<locale>.md`). */
const sources = import.meta.glob<string>('../../content/*/*.md', { query: '?raw', import: 'default', eager: true });

let files: Record<CopyPage, PageCopy> | undefined;

/**
 * The copy the Markdown files hold (issue 37, item 5): every page's first version on a fresh
 * database and what a reset brings back. Read once: a file that does not match its page's schema
 * stops the start (the build's content collections check the same schemas).
 */
export function copyFiles(): Record<CopyPage, PageCopy> {
  if (files) return files;
  const read = {} as Record<CopyPage, PageCopy>;
  for (const page of COPY_PAGES) {
    const copies: Partial<PageCopy> = {};
    for (const locale of LOCALES) {
      const source = sources[`../../content/${page}/${locale}.md`];
      if (source === undefined) throw new Error(`No copy file src/content/${page}/${locale}.md`);
      const parsed = pageCopySchema(page).safeParse(readCopyFile(source));
      if (!parsed.success) throw new Error(`src/content/${page}/${locale}.md: ${parsed.error.message}`);
      copies[locale] = parsed.data as Record<string, unknown>;
    }
    read[page] = copies as PageCopy;
  }
  files = read;
  return files;
}
