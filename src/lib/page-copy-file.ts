import { parse } from 'yaml';

/**
 * One `src/content/<page>/<locale>.md` file as copy: its YAML front matter's fields and its
 * Markdown body (trimmed) as `body`, to be checked with pageCopySchema (src/lib/page-copy.ts).
 * A file of its own so that the editor island, which imports page-copy.ts, does not carry a YAML
 * parser. Throws when the front matter is not YAML or not a mapping.
 */
export function readCopyFile(markdown: string): Record<string, unknown> & { body: string } {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n?---(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) return { body: text.trim() };
  const front: unknown = parse(match[1] as string) ?? {};
  if (typeof front !== 'object' || Array.isArray(front)) throw new Error('readCopyFile: the front matter is not a YAML mapping');
  return { ...(front as Record<string, unknown>), body: (match[2] as string).trim() };
}
