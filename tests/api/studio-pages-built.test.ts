import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/copy-markdown.ts';
import { pageCopySchema } from '../../src/lib/page-copy.ts';
import { readCopyFile } from '../../src/lib/page-copy-file.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startBuiltApp } from '../fixtures/built-app.ts';

/**
 * Issue 37 on the built server: the landing, about and updates pages read their copy through the
 * copy service: the Markdown files' on a fresh install, a marketer's draft only in their preview
 * (private, never cached), a publish at once for signed-out visitors (their cached pages dropped),
 * typed markup as text.
 */
type Copy = Record<'uz' | 'ru' | 'en', Record<string, unknown>>;
let app: Awaited<ReturnType<typeof startBuiltApp>>;
let marketer: RegisteredUser;

const visit = (pathname: string, headers: Record<string, string> = {}) => app.request(pathname, { headers });
const html = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await visit(pathname, headers);
  expect(response.status).toBe(200);
  return response.text();
};
const api = (method: string, path: string, body?: unknown) =>
  app.request(`/api/studio/pages${path}`, {
    method,
    headers: { ...tokenHeader(marketer), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function draft(page: string, change: (copy: Copy) => Copy): Promise<{ revision: number; version: number }> {
  const current = (await (await api('GET', `/${page}`)).json()) as { published: { version: number; copy: Copy } };
  const saved = await api('PUT', `/${page}/draft`, { copy: change(current.published.copy), revision: 0, base_version: current.published.version });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return { revision: ((await saved.json()) as { revision: number }).revision, version: current.published.version };
}

beforeAll(async () => {
  app = await startBuiltApp();
  marketer = await registerUser(app, { username: 'Marketolog' });
  await app.sql('insert into user_roles (user_id, role, granted_at) values ($1, $2, $3)', [marketer.id, 'marketer', new Date().toISOString()]);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('pages of marketing copy on the built server', () => {
  it('show the Markdown files on a fresh install, a draft only in its marketer’s private preview, and a publish at once', async () => {
    const files = await html('/ru');
    const ru = pageCopySchema('landing').parse(readCopyFile(await readFile('src/content/landing/ru.md', 'utf8')));
    expect(files).toContain(`>${escapeHtml(ru.hero.title)}</h1>`);
    expect(files).toContain(`<title>${escapeHtml(ru.seo_title)} | Bozor</title>`);
    // Twice: the second answer is the route cache's.
    await html('/ru');
    const planned = await draft('landing', (copy) => ({ ...copy, ru: { ...copy.ru, hero: { ...(copy.ru.hero as object), title: 'Заголовок из черновика' } } }));
    expect(await html('/ru')).not.toContain('Заголовок из черновика');
    expect(await html('/ru?preview')).not.toContain('Заголовок из черновика');
    const preview = await visit('/ru?preview', { Cookie: marketer.cookie });
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    const previewed = await preview.text();
    expect(previewed).toContain('Заголовок из черновика');
    expect(previewed).toContain('data-copy-preview');

    const published = await api('POST', '/landing/publish', { revision: planned.revision, version: planned.version });
    expect(published.status, await published.clone().text()).toBe(200);
    const visitors = await html('/ru');
    expect(visitors).toContain('Заголовок из черновика');
    expect(visitors).not.toContain('data-copy-preview');
    expect(await html('/')).not.toContain('Заголовок из черновика');
  });

  it('shows markup typed into the copy as text, and Markdown of the body as its few elements only', async () => {
    const planned = await draft('about', (copy) => ({
      ...copy,
      en: { ...copy.en, lead: '<script>alert("lead")</script>', body: '## Heading\n\nA [link](javascript:alert(1)) and <img src=x onerror=alert(2)> **bold**' },
    }));
    expect((await api('POST', '/about/publish', { revision: planned.revision, version: planned.version })).status).toBe(200);
    const page = await html('/en/about');
    expect(page).toContain('&lt;script&gt;alert(&quot;lead&quot;)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert("lead")');
    expect(page).toContain('<h2>Heading</h2>');
    expect(page).toContain('<strong>bold</strong>');
    // A link the subset refuses stays text, brackets and all.
    expect(page).not.toMatch(/href="javascript:/i);
    expect(page).toContain('[link](javascript:alert(1))');
    expect(page).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });
});
