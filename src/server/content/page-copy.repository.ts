import type { Kysely } from 'kysely';
import type { DB, PageCopyVersionsTable } from '../db/schema.ts';

/** A published version as the studio lists it: who made it and how. */
export interface CopyVersionRow {
  version: number;
  action: PageCopyVersionsTable['action'];
  from_version: number | null;
  editor: { id: number; username: string } | null;
  created_at: string;
}

/** A page's draft: its copy (JSON), the version it was started from, its revision, who saved it last and when. */
export interface CopyDraftRow {
  copy: string;
  base_version: number;
  revision: number;
  editor: { id: number; username: string } | null;
  updated_at: string;
}

/** What a new version is, as `addVersion` writes it. */
export interface NewCopyVersion {
  copy: string;
  action: PageCopyVersionsTable['action'];
  fromVersion: number | null;
  editorId: number | null;
  now: string;
  /** The draft it publishes, at the revision the editor saw: deleted in the same write, or nothing is written. */
  draftRevision?: number;
}

const editorOf = (row: { editor_id: number | null; editor_name: string | null }) =>
  row.editor_id === null || row.editor_name === null ? null : { id: row.editor_id, username: row.editor_name };

/**
 * The SQL of page copy (issue 37; db migration 20261129-0300-page-copy): published versions, each
 * page's one draft, and the audit log. Every write that a second editor could race is one
 * conditional statement: a draft saves only over the revision its editor read, a version is added
 * only on top of the version its editor read (a second publish of the same draft adds nothing).
 */
export function createPageCopyRepository(db: Kysely<DB>) {
  const versionsOf = (page: string) =>
    db
      .selectFrom('page_copy_versions as v')
      .leftJoin('users as u', 'u.id', 'v.editor_id')
      .select(['v.version', 'v.action', 'v.from_version', 'v.editor_id', 'u.username as editor_name', 'v.created_at'])
      .where('v.page', '=', page);
  return {
    /** The newest version of a page, with its copy; undefined before the first. */
    async current(page: string): Promise<{ version: number; copy: string } | undefined> {
      return db.selectFrom('page_copy_versions').select(['version', 'copy']).where('page', '=', page).orderBy('version', 'desc').limit(1).executeTakeFirst();
    },

    /** One version's copy. */
    async copyOf(page: string, version: number): Promise<string | undefined> {
      return (await db.selectFrom('page_copy_versions').select('copy').where('page', '=', page).where('version', '=', version).executeTakeFirst())?.copy;
    },

    /** The versions, newest first, at most `limit`. */
    async versions(page: string, limit: number): Promise<CopyVersionRow[]> {
      const rows = await versionsOf(page).orderBy('v.version', 'desc').limit(limit).execute();
      return rows.map((row) => ({
        version: row.version,
        action: row.action,
        from_version: row.from_version,
        editor: editorOf(row),
        created_at: row.created_at,
      }));
    },

    /** Writes version 1 of a page (its Markdown files) unless it has one: every instance may try at start, one writes. */
    async seed(page: string, copy: string, now: string): Promise<void> {
      await db
        .insertInto('page_copy_versions')
        .values({ page, version: 1, copy, action: 'files', from_version: null, editor_id: null, created_at: now })
        .onConflict((oc) => oc.columns(['page', 'version']).doNothing())
        .execute();
    },

    /**
     * Adds version `on + 1` of a page, only if `on` is still its newest (the primary key settles a
     * race: a second editor's publish on the same version adds nothing), deleting the draft it publishes at the
     * revision given (else nothing is written), with its line in the audit log, and keeps the
     * newest `keep` versions. The new version, or null when the page or its draft moved on.
     */
    async addVersion(page: string, on: number, next: NewCopyVersion, keep: number): Promise<number | null> {
      return db
        .transaction()
        .execute(async (trx) => {
          const version = on + 1;
          if (next.draftRevision !== undefined) {
            const taken = await trx.deleteFrom('page_copy_drafts').where('page', '=', page).where('revision', '=', next.draftRevision).executeTakeFirst();
            if (Number(taken.numDeletedRows) !== 1) return null;
          }
          // The newest as this transaction reads it; the primary key refuses a second version `on + 1` written meanwhile.
          const newest = await trx
            .selectFrom('page_copy_versions')
            .select((eb) => eb.fn.max('version').as('version'))
            .where('page', '=', page)
            .executeTakeFirst();
          const added =
            Number(newest?.version ?? 0) !== on
              ? undefined
              : await trx
                  .insertInto('page_copy_versions')
                  .values({
                    page,
                    version,
                    copy: next.copy,
                    action: next.action,
                    from_version: next.fromVersion,
                    editor_id: next.editorId,
                    created_at: next.now,
                  })
                  .onConflict((oc) => oc.columns(['page', 'version']).doNothing())
                  .returning('version')
                  .executeTakeFirst();
          if (!added) {
            if (next.draftRevision !== undefined) throw new DraftKept();
            return null;
          }
          await trx
            .insertInto('audit_log')
            .values({
              actor_id: next.editorId,
              action: `copy.${next.action}`,
              subject: `page:${page}`,
              detail: JSON.stringify({ version, from_version: next.fromVersion }),
              created_at: next.now,
            })
            .execute();
          await trx
            .deleteFrom('page_copy_versions')
            .where('page', '=', page)
            .where('version', '<=', version - keep)
            .execute();
          return version;
        })
        .catch((error: unknown) => {
          if (error instanceof DraftKept) return null;
          throw error;
        });
    },

    /** A page's draft, if it has one. */
    async draft(page: string): Promise<CopyDraftRow | undefined> {
      const row = await db
        .selectFrom('page_copy_drafts as d')
        .leftJoin('users as u', 'u.id', 'd.editor_id')
        .select(['d.copy', 'd.base_version', 'd.revision', 'd.editor_id', 'u.username as editor_name', 'd.updated_at'])
        .where('d.page', '=', page)
        .executeTakeFirst();
      return row && { copy: row.copy, base_version: row.base_version, revision: row.revision, editor: editorOf(row), updated_at: row.updated_at };
    },

    /**
     * Saves a page's draft over the revision its editor read (0: there was none, started from
     * `baseVersion`), in one conditional statement. The new revision, or null when someone saved
     * (or published, or discarded) it since.
     */
    async saveDraft(page: string, revision: number, draft: { copy: string; baseVersion: number; editorId: number; now: string }): Promise<number | null> {
      if (revision === 0) {
        const made = await db
          .insertInto('page_copy_drafts')
          .values({ page, copy: draft.copy, base_version: draft.baseVersion, revision: 1, editor_id: draft.editorId, updated_at: draft.now })
          .onConflict((oc) => oc.column('page').doNothing())
          .returning('revision')
          .executeTakeFirst();
        return made ? 1 : null;
      }
      const saved = await db
        .updateTable('page_copy_drafts')
        .set({ copy: draft.copy, revision: revision + 1, editor_id: draft.editorId, updated_at: draft.now })
        .where('page', '=', page)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(saved.numUpdatedRows) === 1 ? revision + 1 : null;
    },

    /** Drops a page's draft at the revision its editor read; whether it did. */
    async discardDraft(page: string, revision: number): Promise<boolean> {
      const dropped = await db.deleteFrom('page_copy_drafts').where('page', '=', page).where('revision', '=', revision).executeTakeFirst();
      return Number(dropped.numDeletedRows) === 1;
    },

    /** The audit log's lines about a page, newest first. */
    async auditLines(page: string, limit: number) {
      return db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'detail', 'created_at'])
        .where('subject', '=', `page:${page}`)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

/** A publish whose draft was taken but whose version was not added: the transaction rolls back, keeping the draft. */
class DraftKept extends Error {}

export type PageCopyRepository = ReturnType<typeof createPageCopyRepository>;
