/**
 * The small Markdown of page copy (issue 37) to HTML, safe by construction: the output holds only
 * the elements below, with no attribute but a checked `href`, `rel` and an ordered list's `start`;
 * every other character is text, HTML-escaped (pasted `<script>`, `<b>`, `&amp;` show as typed).
 *
 * Blocks: paragraphs (separated by a blank line; the lines of one are joined with a space),
 * `## ` and `### ` headings (h2, h3; `#` and `####` stay text: the page has its own h1), `- ` and
 * `1. ` lists (ul, ol, li; not nested: an indented item is one more item of the same list; a
 * line that is not an item continues the item above). Inline: `**strong**`, `*em*` and `_em_`
 * (nested either way; unclosed marks stay text; `\*` is a literal `*`), and `[text](url)` links.
 *
 * Links go only to http(s) URLs (`rel="noopener noreferrer nofollow"`: they leave the site) and to
 * site paths starting with a single `/` (not `//` nor `/\`, which browsers read as another host).
 * Everything else (javascript:, data:, mailto:, tel:, relative paths, `#…`) stays text, brackets
 * and all, so the author sees in the preview that it is not a link: the issue allows http(s) and
 * site paths only. No typographic replacements (Astro's smartypants turned ' into ’; here the
 * text is as typed).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

const HEADING = /^ {0,3}(#{2,3})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const BULLET = /^ *- +(.*)$/;
const NUMBERED = /^ *(\d{1,9})\. +(.*)$/;
/** A line that ends a paragraph by starting a list (an ordered one only when it starts at 1, as CommonMark has it). */
const INTERRUPTS = /^ *(?:- +|1\. +)\S/;

type Block = { kind: 'p'; lines: string[] } | { kind: 'h2' | 'h3'; text: string } | { kind: 'ul' | 'ol'; start: number; items: string[][] };

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\t/g, '    ');
    if (line.trim() === '') {
      open = null;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: heading[1] === '##' ? 'h2' : 'h3', text: heading[2] ?? '' });
      open = null;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const current = open as Block | null;
    const inParagraph = current !== null && current.kind === 'p';
    if ((bullet || numbered) && (!inParagraph || INTERRUPTS.test(line))) {
      const kind = bullet ? 'ul' : 'ol';
      const content = (bullet ? bullet[1] : numbered?.[2]) ?? '';
      if (current !== null && current.kind === kind) current.items.push([content]);
      else {
        open = { kind, start: numbered ? Number(numbered[1]) : 1, items: [[content]] };
        blocks.push(open);
      }
      continue;
    }
    if (open?.kind === 'ul' || open?.kind === 'ol') (open.items.at(-1) as string[]).push(line);
    else if (open?.kind === 'p') open.lines.push(line);
    else {
      open = { kind: 'p', lines: [line] };
      blocks.push(open);
    }
  }
  return blocks;
}

const joined = (lines: string[]) =>
  lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

/** Markdown copy (a page body) → HTML of p, h2, h3, ul, ol, li, strong, em and a. */
export function renderCopyMarkdown(text: string): string {
  return blocksOf(text)
    .map((block) => {
      switch (block.kind) {
        case 'p':
          return `<p>${inline(joined(block.lines))}</p>`;
        case 'h2':
        case 'h3':
          return `<${block.kind}>${inline(block.text.trim())}</${block.kind}>`;
        default: {
          const start = block.kind === 'ol' && block.start !== 1 ? ` start="${block.start}"` : '';
          return `<${block.kind}${start}>${block.items.map((item) => `<li>${inline(joined(item))}</li>`).join('')}</${block.kind}>`;
        }
      }
    })
    .join('\n');
}

/** One line of copy that allows emphasis and links → HTML of strong, em and a (line breaks become spaces). */
export function renderCopyInline(text: string): string {
  return inline(joined(text.replace(/\r\n?/g, '\n').split('\n')));
}

// ---------------------------------------------------------------------------------------------
// Inline: links first (their text rendered on its own), then emphasis by delimiter runs, as
// CommonMark does it, simplified: a run of * or _ may open when a non-space follows it and may
// close when a non-space precedes it (_ not inside a word); a closer takes the nearest opener of
// its character, and openers between the two are dropped, so the elements always nest.

/** `[text](target)`: no brackets in the text, no spaces or parentheses in the target. */
const LINK = /\[([^[\]\n]+)\]\(([^\s()<>]+)\)/y;
const PUNCTUATION = /[!-/:-@[-`{-~]/;

interface Run {
  char: '*' | '_';
  count: number;
  canOpen: boolean;
  canClose: boolean;
  before: string[];
  after: string[];
}
type Piece = string | Run;

function inline(text: string, inLink = false): string {
  const pieces: Piece[] = [];
  let plain = '';
  const flush = () => {
    if (plain) pieces.push(escapeHtml(plain));
    plain = '';
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '\\' && index + 1 < text.length && PUNCTUATION.test(text[index + 1] as string)) {
      plain += text[index + 1];
      index += 2;
      continue;
    }
    if (char === '[' && !inLink) {
      LINK.lastIndex = index;
      const link = LINK.exec(text);
      const href = link ? safeHref(link[2] as string) : null;
      if (link && href) {
        flush();
        const rel = href.startsWith('/') ? '' : ' rel="noopener noreferrer nofollow"';
        pieces.push(`<a href="${escapeHtml(href)}"${rel}>${inline(link[1] as string, true)}</a>`);
        index += link[0].length;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      let end = index;
      while (text[end] === char) end += 1;
      const previous = text[index - 1] ?? ' ';
      const next = text[end] ?? ' ';
      const leftFlanking = !/\s/.test(next);
      const rightFlanking = !/\s/.test(previous);
      const word = /[\p{L}\p{N}]/u;
      flush();
      pieces.push({
        char,
        count: end - index,
        canOpen: leftFlanking && (char === '*' || !word.test(previous)),
        canClose: rightFlanking && (char === '*' || !word.test(next)),
        before: [],
        after: [],
      });
      index = end;
      continue;
    }
    plain += char;
    index += 1;
  }
  flush();
  matchEmphasis(pieces);
  return pieces.map((piece) => (typeof piece === 'string' ? piece : piece.before.join('') + piece.char.repeat(piece.count) + piece.after.join(''))).join('');
}

function matchEmphasis(pieces: Piece[]): void {
  const openers: Run[] = [];
  for (const piece of pieces) {
    if (typeof piece === 'string') continue;
    if (piece.canClose) {
      while (piece.count > 0) {
        let at = openers.length - 1;
        while (at >= 0 && (openers[at] as Run).char !== piece.char) at -= 1;
        if (at < 0) break;
        const opener = openers[at] as Run;
        openers.length = at + 1;
        const use = opener.count >= 2 && piece.count >= 2 ? 2 : 1;
        const tag = use === 2 ? 'strong' : 'em';
        opener.count -= use;
        piece.count -= use;
        opener.after.unshift(`<${tag}>`);
        piece.before.push(`</${tag}>`);
        if (opener.count === 0) openers.pop();
      }
    }
    if (piece.canOpen && piece.count > 0) openers.push(piece);
  }
}

/** The href a link target may have, or null: http(s) URLs with a host, and site paths with a single leading `/`. */
export function safeHref(target: string): string | null {
  if (/^\/(?![/\\])/.test(target)) return target.includes('\\') ? null : target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
