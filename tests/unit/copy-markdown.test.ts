import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderCopyInline, renderCopyMarkdown, safeHref } from '../../src/lib/copy-markdown.ts';
import { LOCALES } from '../../src/lib/locales.ts';
import { COPY_PAGES } from '../../src/lib/page-copy.ts';
import { readCopyFile } from '../../src/lib/page-copy-file.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bodyOf = (page: string, locale: string) => readCopyFile(fs.readFileSync(path.join(root, 'src/content', page, `${locale}.md`), 'utf8')).body;
/** The elements of some HTML, in order: `h2 /h2 p /p`. */
const tags = (html: string) => (html.match(/<\/?[a-z0-9]+/g) ?? []).map((tag) => tag.slice(1)).join(' ');
const ALLOWED = /^<\/?(?:p|h2|h3|ul|ol|li|strong|em|a)(?: (?:href|rel|start)="[^"<>]*")*>$/;

describe('renderCopyMarkdown', () => {
  it('renders paragraphs separated by blank lines, joining the lines of one with a space', () => {
    expect(renderCopyMarkdown('First line\nsecond line\n\n\nNext  paragraph')).toBe('<p>First line second line</p>\n<p>Next  paragraph</p>');
  });

  it('renders ## and ### headings as h2 and h3, and leaves # and #### as text', () => {
    expect(renderCopyMarkdown('## Why Bozor ##\n### Small\n# Big\n\n#### Tiny\n\n##no space')).toBe(
      '<h2>Why Bozor</h2>\n<h3>Small</h3>\n<p># Big</p>\n<p>#### Tiny</p>\n<p>##no space</p>',
    );
  });

  it('renders - and 1. lists, an item continued on the next line, and a list ending a paragraph', () => {
    expect(renderCopyMarkdown('Intro\n- one\n- two\n  continued\n\n1. first\n2. second\n\n3. third')).toBe(
      '<p>Intro</p>\n<ul><li>one</li><li>two continued</li></ul>\n<ol><li>first</li><li>second</li></ol>\n<ol start="3"><li>third</li></ol>',
    );
  });

  it('does not start a list inside a paragraph at a number other than 1, nor nest lists', () => {
    expect(renderCopyMarkdown('Since\n2024. we grew')).toBe('<p>Since 2024. we grew</p>');
    expect(renderCopyMarkdown('- a\n    - b')).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('renders each current page body with the structure Astro gave it', () => {
    const expected = { landing: 'p /p', about: 'h2 /h2 p /p h2 /h2 ul li /li li /li li /li li /li li /li /ul p /p h2 /h2 p /p h2 /h2 p /p', updates: 'p /p' };
    for (const page of COPY_PAGES)
      for (const locale of LOCALES) expect(tags(renderCopyMarkdown(bodyOf(page, locale))), `${page}/${locale}`).toBe(expected[page]);
  });

  it('shows pasted HTML, scripts and entities as text', () => {
    const html = renderCopyMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> <b>bold</b> &amp; &lt; &#39;');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &lt;b&gt;bold&lt;/b&gt; &amp;amp; &amp;lt; &amp;#39;</p>',
    );
  });

  it('produces only the fixed set of elements and attributes, whatever it is given', () => {
    const nasty = [
      '## <h1>x</h1> [a](https://e.com/"onmouseover="alert(1)) **[b](/x"><script>)**',
      '- [x](javascript:alert(1)) *<svg onload=alert(1)>* _[y](/ok)_',
      '1. [z](https://a.com/<script>) [w](/a?b="c"&d=<e>)',
      '```\n<script>\n```\n> quote <iframe>',
    ].join('\n\n');
    const html = renderCopyMarkdown(nasty);
    for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED);
    expect(html).not.toMatch(/<(?!\/?(?:p|h2|h3|ul|ol|li|strong|em|a)\b)/);
  });

  it('keeps a 120-character word whole', () => {
    const word = 'a'.repeat(120);
    expect(renderCopyMarkdown(`Long ${word} word`)).toBe(`<p>Long ${word} word</p>`);
  });

  it('renders a body full of unmatched marks quickly, as text', () => {
    const openers = '**a _b *c [ '.repeat(640);
    const closers = `${'_a '.repeat(1300)}${'b* '.repeat(1300)}`;
    const started = performance.now();
    const [first, second] = [renderCopyMarkdown(openers), renderCopyMarkdown(closers)];
    expect(performance.now() - started).toBeLessThan(1000);
    expect(first === `<p>${openers.trim()}</p>`).toBe(true);
    expect(second === `<p>${closers.trim()}</p>`).toBe(true);
  });
});

describe('renderCopyInline', () => {
  it('renders strong, em with * or _, and both nested', () => {
    expect(renderCopyInline('**bold** *em* _em_ ***both*** **a *b* c** *a **b** c*')).toBe(
      '<strong>bold</strong> <em>em</em> <em>em</em> <em><strong>both</strong></em> <strong>a <em>b</em> c</strong> <em>a <strong>b</strong> c</em>',
    );
  });

  it('leaves unclosed, spaced or in-word marks as text', () => {
    expect(renderCopyInline('*open and **open')).toBe('*open and **open');
    expect(renderCopyInline('a * b ** c _ d')).toBe('a * b ** c _ d');
    expect(renderCopyInline('snake_case_name and __init__x')).toBe('snake_case_name and __init__x');
    expect(renderCopyInline('2*3*4')).toBe('2<em>3</em>4');
    expect(renderCopyInline('\\*not em\\* and \\_ and \\[x](/y)')).toBe('*not em* and _ and [x](/y)');
  });

  it('never lets emphasis cross: a closer drops the openers between', () => {
    expect(renderCopyInline('*a _b* c_')).toBe('<em>a _b</em> c_');
  });

  it('renders no blocks: headings, list marks and line breaks are text and spaces', () => {
    expect(renderCopyInline('## Title\n- item\n\nnext')).toBe('## Title - item next');
  });

  it('links site paths as they are and http(s) URLs as external links', () => {
    expect(renderCopyInline('[About us](/about) and [**Telegram**](https://t.me/bozor?start=1&x=2)')).toBe(
      '<a href="/about">About us</a> and <a href="https://t.me/bozor?start=1&amp;x=2" rel="noopener noreferrer nofollow"><strong>Telegram</strong></a>',
    );
    expect(renderCopyInline('**see [updates](/ru/updates)**')).toBe('<strong>see <a href="/ru/updates">updates</a></strong>');
  });

  it('leaves links to anything else as text, brackets and all', () => {
    for (const target of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.uz',
      'tel:+998901234567',
      '//evil.com',
      '/\\evil.com',
      'about',
      '#top',
      'https:evil.com',
      'ftp://files.uz',
    ]) {
      expect(renderCopyInline(`[x](${target})`), target).toBe(escapeHtml(`[x](${target})`));
    }
  });

  it('does not link inside a link', () => {
    expect(renderCopyInline('[a [b](/c)](/d)')).toBe('[a <a href="/c">b</a>](/d)');
  });
});

describe('safeHref', () => {
  it('accepts http(s) URLs with a host and single-slash site paths, normalising URLs', () => {
    expect(safeHref('https://bozor.uz/a b')).toBe('https://bozor.uz/a%20b');
    expect(safeHref('HTTP://Bozor.uz')).toBe('http://bozor.uz/');
    expect(safeHref('/listings?q=telefon#top')).toBe('/listings?q=telefon#top');
    expect(safeHref('/')).toBe('/');
  });

  it('refuses protocol-relative paths, backslashes, other schemes and relative paths', () => {
    for (const target of ['//evil.com', '/\\evil.com', '/a\\b', 'javascript:alert(1)', ' https://a.uz', 'https://', 'listings'])
      expect(safeHref(target), target).toBeNull();
  });
});
