import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioRoutes } from '../../src/lib/schemas/studio.ts';
import { copyFiles } from '../../src/server/content/copy-files.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 37: marketers edit the copy of the landing, about and updates pages through /api/studio:
 * drafts saved over the revision read, publishes and restores as new versions (one conditional
 * write each, in the audit log), limits and missing translations refused, and nobody else sees
 * any of it (404).
 */
type Copy = Record<'uz' | 'ru' | 'en', Record<string, unknown>>;
interface StudioPage {
  published: { version: number; copy: Copy };
  draft: { copy: Copy; revision: number; base_version: number } | null;
  problems: { locale: string; path: (string | number)[]; code: string }[];
}

let app: TestApp;
let marketer: RegisteredUser;
let second: RegisteredUser;
let regular: RegisteredUser;
let moderator: RegisteredUser;

const grant = async (user: RegisteredUser, role: 'marketer' | 'moderator') => {
  await app.runtime.database.db.insertInto('user_roles').values({ user_id: user.id, role, granted_at: new Date().toISOString() }).execute();
};
const studio = (user: RegisteredUser | null, method: string, path: string, body?: unknown) => callAs(app, method, `/api/studio/pages${path}`, user, body);
const landing = async (user = marketer) => answerOf<StudioPage>(await studio(user, 'GET', '/landing'), 200);
const withHeroTitle = (copy: Copy, locale: keyof Copy, title: string): Copy => ({
  ...copy,
  [locale]: { ...copy[locale], hero: { ...(copy[locale].hero as Record<string, unknown>), title } },
});
const heroTitle = (copy: Record<string, unknown>) => (copy.hero as { title: string }).title;
const auditLines = () => app.runtime.database.db.selectFrom('audit_log').select(['action', 'subject', 'actor_id', 'detail']).orderBy('id').execute();

beforeAll(async () => {
  app = await startTestApp();
  [marketer, second, regular, moderator] = await Promise.all([registerUser(app), registerUser(app), registerUser(app), registerUser(app)]);
  await grant(marketer, 'marketer');
  await grant(second, 'marketer');
  await grant(moderator, 'moderator');
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe(`the studio on ${TEST_DB}`, () => {
  it('answers 404 to everyone but a marketer, on every endpoint, and changes nothing', async () => {
    const bodies: Record<string, unknown> = {
      saveDraft: { copy: {}, revision: 0, base_version: 1 },
      publish: { revision: 1, version: 1 },
      restore: { from: 1, version: 1 },
      reset: { version: 1 },
    };
    for (const [name, route] of Object.entries(studioRoutes)) {
      const path = route.path.replace('/studio/pages', '').replace('{page}', 'landing');
      const query = name === 'discardDraft' ? '?revision=1' : name === 'changes' ? '?from=1&to=1' : '';
      for (const user of [null, regular, moderator]) {
        const response = await studio(user, route.method.toUpperCase(), `${path}${query}`, bodies[name]);
        expect(response.status, `${name} as ${user?.username ?? 'nobody'}`).toBe(404);
        expect(((await response.json()) as { code: string }).code).toBe('route_not_found');
      }
    }
    expect(await app.runtime.database.db.selectFrom('page_copy_drafts').selectAll().execute()).toEqual([]);
    expect(await auditLines()).toEqual([]);
  });

  it('starts from the Markdown files: version 1 of each page, what visitors read', async () => {
    const { results } = await answerOf<{ results: { page: string; version: number; draft: null }[] }>(await studio(marketer, 'GET', ''), 200);
    expect(results.map((each) => [each.page, each.version, each.draft])).toEqual([
      ['landing', 1, null],
      ['about', 1, null],
      ['updates', 1, null],
    ]);
    const page = await landing();
    expect(page.problems).toEqual([]);
    const visitors = await app.runtime.services.pageCopy.copy('landing', 'ru');
    expect(visitors.version).toBe(1);
    expect(heroTitle(visitors.copy)).toBe(heroTitle(page.published.copy.ru));
  });

  it('saves a draft only over the revision its editor read: a second editor on an old revision gets a conflict naming who saved', async () => {
    const page = await landing();
    const copy = withHeroTitle(page.published.copy, 'ru', 'Черновик первого');
    const first = await answerOf<{ revision: number }>(await studio(marketer, 'PUT', '/landing/draft', { copy, revision: 0, base_version: 1 }), 200);
    expect(first.revision).toBe(1);
    // The second marketer opened the page before that save: their save (revision 0) is refused, and so is one on an old revision.
    const stale = await studio(second, 'PUT', '/landing/draft', { copy: withHeroTitle(copy, 'ru', 'Чужой'), revision: 0, base_version: 1 });
    const conflict = await answerOf<{ code: string; detail: string }>(stale, 409);
    expect(conflict.code).toBe('copy_draft_conflict');
    expect(conflict.detail).toContain(marketer.username);
    const again = await answerOf<{ revision: number }>(
      await studio(marketer, 'PUT', '/landing/draft', { copy: withHeroTitle(copy, 'ru', 'Черновик второй'), revision: 1, base_version: 1 }),
      200,
    );
    expect(again.revision).toBe(2);
    expect((await studio(second, 'PUT', '/landing/draft', { copy, revision: 1, base_version: 1 })).status).toBe(409);
    const now = await landing(second);
    expect(now.draft?.revision).toBe(2);
    expect(heroTitle(now.draft!.copy.ru)).toBe('Черновик второй');
    // Visitors still read the published copy.
    expect(heroTitle((await app.runtime.services.pageCopy.copy('landing', 'ru')).copy)).toBe(heroTitle(now.published.copy.ru));
  });

  it('refuses a field over its limit even in a draft, and keeps an empty field or a missing translation in the draft but not in a publish', async () => {
    const page = await landing();
    const revision = page.draft!.revision;
    const tooLong = await answerOf<{ code: string; errors: Record<string, string[]> }>(
      await studio(marketer, 'PUT', '/landing/draft', { copy: withHeroTitle(page.draft!.copy, 'ru', 'Я'.repeat(5000)), revision, base_version: 1 }),
      400,
    );
    expect(tooLong.code).toBe('copy_invalid');
    expect(Object.keys(tooLong.errors)).toEqual(['ru.hero.title']);
    const emptied = withHeroTitle(page.draft!.copy, 'en', '');
    const saved = await answerOf<{ revision: number; problems: StudioPage['problems'] }>(
      await studio(marketer, 'PUT', '/landing/draft', { copy: emptied, revision, base_version: 1 }),
      200,
    );
    expect(saved.problems.map((problem) => [problem.locale, problem.path.join('.')])).toEqual([['en', 'hero.title']]);
    const refused = await answerOf<{ code: string; errors: Record<string, string[]> }>(
      await studio(marketer, 'POST', '/landing/publish', { revision: saved.revision, version: 1 }),
      400,
    );
    expect(refused.code).toBe('copy_incomplete');
    expect(Object.keys(refused.errors)).toEqual(['en.hero.title']);
    expect((await landing()).published.version).toBe(1);
    expect(await auditLines()).toEqual([]);
    // Filled again, for the next test.
    await answerOf(
      await studio(marketer, 'PUT', '/landing/draft', { copy: withHeroTitle(emptied, 'en', 'Draft in English'), revision: saved.revision, base_version: 1 }),
      200,
    );
  });

  it('publishes a draft once, as version 2, read at once by visitors and written in the audit log; 30 publishes of it at once add one version', async () => {
    const page = await landing();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => studio(marketer, 'POST', '/landing/publish', { revision: page.draft!.revision, version: 1 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(29).fill(409)]);
    const after = await landing();
    expect(after.published.version).toBe(2);
    expect(after.draft).toBeNull();
    expect(heroTitle((await app.runtime.services.pageCopy.copy('landing', 'ru')).copy)).toBe('Черновик второй');
    expect(await auditLines()).toEqual([
      { action: 'copy.publish', subject: 'page:landing', actor_id: marketer.id, detail: JSON.stringify({ version: 2, from_version: null }) },
    ]);
    const { changes } = await answerOf<{ changes: { locale: string; path: (string | number)[]; after: unknown }[] }>(
      await studio(marketer, 'GET', '/landing/changes?from=1&to=2'),
      200,
    );
    expect(changes.map((change) => [change.locale, change.path.join('.'), change.after])).toEqual([
      ['ru', 'hero.title', 'Черновик второй'],
      ['en', 'hero.title', 'Draft in English'],
    ]);
  });

  it('restores an old version as a new one, and resets to the files, each once and in the audit log; a stale version is refused', async () => {
    const files = await app.runtime.services.pageCopy.copy('about', 'uz');
    expect((await studio(marketer, 'POST', '/landing/restore', { from: 1, version: 1 })).status).toBe(409);
    const restored = await answerOf<{ version: number }>(await studio(marketer, 'POST', '/landing/restore', { from: 1, version: 2 }), 200);
    expect(restored.version).toBe(3);
    const { results } = await answerOf<{ results: { version: number; action: string; from_version: number | null; editor: { id: number } | null }[] }>(
      await studio(second, 'GET', '/landing/versions'),
      200,
    );
    expect(results.map((each) => [each.version, each.action, each.from_version, each.editor?.id ?? null])).toEqual([
      [3, 'restore', 1, marketer.id],
      [2, 'publish', null, marketer.id],
      [1, 'files', null, null],
    ]);
    const visitors = await app.runtime.services.pageCopy.copy('landing', 'ru');
    expect(visitors.version).toBe(3);
    expect(heroTitle(visitors.copy)).toBe(heroTitle((await landing()).published.copy.ru));
    const reset = await answerOf<{ version: number }>(await studio(second, 'POST', '/about/reset', { version: 1 }), 200);
    expect(reset.version).toBe(2);
    expect((await app.runtime.services.pageCopy.copy('about', 'uz')).copy).toEqual(files.copy);
    expect((await auditLines()).map((line) => [line.action, line.subject])).toEqual([
      ['copy.publish', 'page:landing'],
      ['copy.restore', 'page:landing'],
      ['copy.reset', 'page:about'],
    ]);
  });

  it('keeps markup typed into a field as the text it is', async () => {
    const page = await landing();
    const typed = '<script>alert(1)</script><b>Bozor</b>';
    const saved = await answerOf<{ revision: number }>(
      await studio(marketer, 'PUT', '/landing/draft', {
        copy: withHeroTitle(page.published.copy, 'uz', typed),
        revision: 0,
        base_version: page.published.version,
      }),
      200,
    );
    await answerOf(await studio(marketer, 'POST', '/landing/publish', { revision: saved.revision, version: page.published.version }), 200);
    expect(heroTitle((await app.runtime.services.pageCopy.copy('landing', 'uz')).copy)).toBe(typed);
  });

  it('reads a version published before a field existed with the Markdown files’ text for it', async () => {
    const page = await landing();
    const old = Object.fromEntries(
      Object.entries(page.published.copy).map(([locale, copy]) => [locale, Object.fromEntries(Object.entries(copy).filter(([key]) => key !== 'seo_title'))]),
    );
    await app.runtime.database.db
      .insertInto('page_copy_versions')
      .values({
        page: 'landing',
        version: page.published.version + 1,
        copy: JSON.stringify(old),
        action: 'publish',
        from_version: null,
        editor_id: marketer.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    // Another instance (nothing in its memory yet) reads the stored copy.
    const other = await app.restart();
    const read = await other.services.pageCopy.copy('landing', 'ru');
    expect(read.version).toBe(page.published.version + 1);
    expect(read.copy.seo_title).toBe('Объявления о товарах, услугах и недвижимости');
    expect(heroTitle(read.copy)).toBe(heroTitle(page.published.copy.ru));
  });

  it('shows visitors the Markdown files’ copy, marked as a fallback, when the database cannot be read', async () => {
    // Another instance whose database is gone (closed under it): its first read of the copy fails.
    const other = await app.restart();
    await other.database.close();
    const read = await other.services.pageCopy.copy('about', 'ru');
    expect(read).toMatchObject({ version: 0, fallback: true });
    expect(read.copy).toEqual(copyFiles().about.ru);
  });
});
