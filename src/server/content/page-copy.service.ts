import type { Locale } from '../../lib/locales.ts';
import { copyChanges, copyForm, copyProblems, draftCopiesSchema, withMissingFrom, type CopyPage, type CopyProblem } from '../../lib/page-copy.ts';
import type { InstanceBus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { AppError } from '../errors.ts';
import { pageTags } from '../page-cache/policy.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { PageCopyRepository } from './page-copy.repository.ts';

/** A page's copy in all three languages, as stored (one JSON text) and as the pages read it. */
export type PageCopy = Record<Locale, Record<string, unknown>>;

/** Versions kept per page: older ones are dropped as new ones are published. */
export const COPY_VERSIONS_KEPT = 100;

/** The field errors of problems, keyed `uz.hero.title`, in the studio's words (locales/…/studio.json). */
function problemFields(problems: CopyProblem[]) {
  const fields: Record<string, { key: string; params?: Record<string, string | number> }[]> = {};
  for (const problem of problems) {
    const key = [problem.locale, ...problem.path].join('.');
    (fields[key] ??= []).push({ key: `studio:${problem.code}`, ...(problem.limit === undefined ? {} : { params: { limit: problem.limit } }) });
  }
  return fields;
}

/**
 * Marketing copy (issue 37): the landing, about and updates pages read their copy here, from the
 * newest published version in the database (version 1 is the Markdown files', `files`), kept in
 * memory until a publish on any instance drops it (the bus: the same `pages` event that drops the
 * route cache's copies of the pages). Marketers edit a page's one draft, preview it on the real
 * page, publish it as a new version, restore an old one or reset to the files: each a new
 * version, one conditional write, in the audit log. Only a marketer sees any of it: to anyone else
 * every studio method answers `not_found`.
 */
export function createPageCopyService(deps: {
  repository: PageCopyRepository;
  /** The Markdown files' copy (content/copy-files.ts): version 1, and what a reset restores. */
  files: Record<CopyPage, PageCopy>;
  roles: Pick<RolesService, 'requireMarketer'>;
  pages: PageInvalidation;
  bus: InstanceBus;
  clock: Clock;
  logger: Logger;
}) {
  const { repository, files, pages, clock } = deps;
  const published = new Map<CopyPage, Promise<{ version: number; copy: PageCopy }>>();
  const forget = (page: CopyPage) => published.delete(page);
  const close = deps.bus.subscribe((event) => {
    if (event.type !== 'pages') return;
    for (const tag of event.tags) if (tag.startsWith('copy:')) forget(tag.slice('copy:'.length) as CopyPage);
  });

  /** A stored copy (a version's or a draft's) with what it lacks from the files' (lib/page-copy.ts `withMissingFrom`). */
  const parse = (page: CopyPage, text: string): PageCopy => withMissingFrom(JSON.parse(text) as unknown, files[page]);

  async function read(page: CopyPage): Promise<{ version: number; copy: PageCopy }> {
    let current = await repository.current(page);
    if (!current) {
      await repository.seed(page, JSON.stringify(files[page]), clock().toISOString());
      current = await repository.current(page);
    }
    if (!current) throw new Error(`No copy for ${page}`);
    return { version: current.version, copy: parse(page, current.copy) };
  }

  function newest(page: CopyPage) {
    let found = published.get(page);
    if (!found) {
      found = read(page);
      published.set(page, found);
      found.catch(() => published.get(page) === found && forget(page));
    }
    return found;
  }

  const requireMarketer = (userId: number) => deps.roles.requireMarketer(userId);

  /** After a new version: this instance's copy and cached pages first, then every other instance's. */
  async function changed(page: CopyPage) {
    forget(page);
    await pages.changed([pageTags.copy(page)]);
  }

  async function addVersion(page: CopyPage, on: number, next: Parameters<PageCopyRepository['addVersion']>[2]) {
    const version = await repository.addVersion(page, on, next, COPY_VERSIONS_KEPT);
    if (version === null) throw new AppError('copy_version_stale');
    await changed(page);
    return version;
  }

  return {
    close,

    /**
     * A page's published copy in one language (what visitors see). When the database cannot be
     * read, the Markdown files' (`fallback`: the page is then not kept in the route cache, so
     * that the published copy is back on the next request that can read it).
     */
    async copy(page: CopyPage, locale: Locale): Promise<{ version: number; copy: Record<string, unknown>; fallback?: true }> {
      try {
        const { version, copy } = await newest(page);
        return { version, copy: copy[locale] };
      } catch (error) {
        deps.logger.warn({ err: error, page }, 'page copy: the database cannot be read, the files’ copy is shown');
        return { version: 0, copy: files[page][locale], fallback: true };
      }
    },

    /** What a marketer's preview shows: the draft in one language (the published copy when there is none); `not_found` to others. */
    async preview(userId: number, page: CopyPage, locale: Locale): Promise<{ copy: Record<string, unknown>; draft: boolean }> {
      await requireMarketer(userId);
      const draft = await repository.draft(page);
      if (draft) return { copy: parse(page, draft.copy)[locale], draft: true };
      return { copy: (await newest(page)).copy[locale], draft: false };
    },

    /** The studio's list: each page's published version and its draft, if any. */
    async overview(userId: number) {
      await requireMarketer(userId);
      return Promise.all(
        (Object.keys(files) as CopyPage[]).map(async (page) => {
          const [{ version }, [latest], draft] = await Promise.all([newest(page), repository.versions(page, 1), repository.draft(page)]);
          return {
            page,
            version,
            published_at: latest?.created_at ?? null,
            published_by: latest?.editor ?? null,
            draft: draft ? { revision: draft.revision, editor: draft.editor, updated_at: draft.updated_at } : null,
          };
        }),
      );
    },

    /** One page for the editor: its form, the published copy, the draft and what keeps the draft from being published. */
    async page(userId: number, page: CopyPage) {
      await requireMarketer(userId);
      const [current, draft] = await Promise.all([read(page), repository.draft(page)]);
      const draftCopy = draft ? parse(page, draft.copy) : null;
      return {
        page,
        form: copyForm(page),
        published: { version: current.version, copy: current.copy },
        draft:
          draft && draftCopy
            ? { copy: draftCopy, base_version: draft.base_version, revision: draft.revision, editor: draft.editor, updated_at: draft.updated_at }
            : null,
        problems: copyProblems(page, draftCopy ?? current.copy),
      };
    },

    /**
     * Saves the page's draft over the revision the editor read (0: a new draft, from the
     * published version they read). A draft may be unfinished (empty fields, a missing
     * translation) but never over a limit or of another shape. `copy_draft_conflict` when
     * someone saved, published or discarded it since: nothing is written.
     */
    async saveDraft(userId: number, page: CopyPage, body: { copy: unknown; revision: number; base_version: number }) {
      await requireMarketer(userId);
      const parsed = draftCopiesSchema(page).safeParse(body.copy);
      if (!parsed.success) {
        const problems = copyProblems(page, body.copy);
        throw new AppError('copy_invalid', {
          fields: problemFields(problems.filter((problem) => problem.code !== 'copy_required' && problem.code !== 'copy_missing_translation')),
        });
      }
      const now = clock().toISOString();
      const revision = await repository.saveDraft(page, body.revision, {
        copy: JSON.stringify(parsed.data),
        baseVersion: body.base_version,
        editorId: userId,
        now,
      });
      if (revision === null) {
        const draft = await repository.draft(page);
        throw new AppError('copy_draft_conflict', { params: { editor: draft?.editor?.username ?? '—' } });
      }
      return { revision, updated_at: now, problems: copyProblems(page, parsed.data) };
    },

    /** Drops the page's draft at the revision the editor read. */
    async discardDraft(userId: number, page: CopyPage, revision: number): Promise<void> {
      await requireMarketer(userId);
      if (!(await repository.discardDraft(page, revision))) throw new AppError('copy_draft_conflict', { params: { editor: '—' } });
    },

    /**
     * Publishes the draft at the revision the editor read, on the version they read: refused
     * with its problems when a field is empty, over a limit or missing a translation
     * (`copy_incomplete`), and with `copy_version_stale` / `copy_draft_conflict` when someone
     * published or saved since. Nothing is written then.
     */
    async publish(userId: number, page: CopyPage, body: { revision: number; version: number }): Promise<{ version: number }> {
      await requireMarketer(userId);
      const draft = await repository.draft(page);
      if (!draft || draft.revision !== body.revision) throw new AppError('copy_draft_conflict', { params: { editor: draft?.editor?.username ?? '—' } });
      const copy = parse(page, draft.copy);
      const problems = copyProblems(page, copy);
      if (problems.length > 0) throw new AppError('copy_incomplete', { fields: problemFields(problems) });
      const version = await addVersion(page, body.version, {
        copy: JSON.stringify(copy),
        action: 'publish',
        fromVersion: null,
        editorId: userId,
        now: clock().toISOString(),
        draftRevision: body.revision,
      });
      return { version };
    },

    /** Makes an old version the newest again, as a new version (on the version the editor read). */
    async restore(userId: number, page: CopyPage, from: number, on: number): Promise<{ version: number }> {
      await requireMarketer(userId);
      const copy = await repository.copyOf(page, from);
      if (copy === undefined) throw new AppError('not_found');
      return {
        version: await addVersion(page, on, {
          copy: JSON.stringify(parse(page, copy)),
          action: 'restore',
          fromVersion: from,
          editorId: userId,
          now: clock().toISOString(),
        }),
      };
    },

    /** Makes the Markdown files' copy the newest again, as a new version. */
    async reset(userId: number, page: CopyPage, on: number): Promise<{ version: number }> {
      await requireMarketer(userId);
      return {
        version: await addVersion(page, on, {
          copy: JSON.stringify(files[page]),
          action: 'reset',
          fromVersion: null,
          editorId: userId,
          now: clock().toISOString(),
        }),
      };
    },

    /** The versions kept, newest first, with who made each, how and when. */
    async history(userId: number, page: CopyPage) {
      await requireMarketer(userId);
      return repository.versions(page, COPY_VERSIONS_KEPT);
    },

    /** What changed between two versions (or a version and the draft), field by field, in form order. */
    async changes(userId: number, page: CopyPage, from: number, to: number | 'draft') {
      await requireMarketer(userId);
      const before = await repository.copyOf(page, from);
      const after = to === 'draft' ? (await repository.draft(page))?.copy : await repository.copyOf(page, to);
      if (before === undefined || after === undefined) throw new AppError('not_found');
      return copyChanges(page, parse(page, before), parse(page, after));
    },
  };
}

export type PageCopyService = ReturnType<typeof createPageCopyService>;
