import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { COPY_PAGES } from '../page-copy.ts';
import { errorAnswers, jsonAnswer, jsonBody, onlyRole, SIGNED_IN } from './contract.ts';

/** The studio in the API (issue 37): marketers edit the copy of the landing, about and updates pages. Anyone else gets 404. */
const tags = ['Studio'];
const MARKETERS_ONLY = 'Marketers only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request.';

const Editor = z
  .object({ id: z.number().int(), username: z.string() })
  .nullable()
  .meta({ id: 'CopyEditor', description: 'Who did it (null: the Markdown files, or a deleted account).' });
const Copy = z
  .object({ uz: z.record(z.string(), z.unknown()), ru: z.record(z.string(), z.unknown()), en: z.record(z.string(), z.unknown()) })
  .meta({ id: 'PageCopy', description: 'A page’s copy in Uzbek, Russian and English: each the fields its form (`form`) describes.' });
const Problem = z
  .object({
    locale: z.enum(['uz', 'ru', 'en']),
    path: z
      .array(z.union([z.string(), z.number().int()]))
      .meta({ description: 'The field, as a path into the language’s copy (`["features","items",0,"title"]`).' }),
    code: z.string().meta({
      description: '`copy_required`, `copy_missing_translation`, `copy_too_long`, `copy_too_few`, `copy_too_many`, `copy_bad_icon`, `copy_bad_choice`.',
    }),
    limit: z.number().int().optional(),
  })
  .meta({ id: 'CopyProblem', description: 'What keeps a copy from being published.' });
const Draft = z
  .object({
    copy: Copy,
    base_version: z.number().int().meta({ description: 'The published version it was started from.' }),
    revision: z.number().int().meta({ description: 'How many saves it has had: the next save or publish names it.' }),
    editor: Editor,
    updated_at: z.string(),
  })
  .meta({ id: 'CopyDraft' });
const Version = z
  .object({
    version: z.number().int(),
    action: z
      .enum(['files', 'publish', 'restore', 'reset'])
      .meta({ description: '`files`: the Markdown files (version 1); `publish`; `restore` of `from_version`; `reset` to the files.' }),
    from_version: z.number().int().nullable(),
    editor: Editor,
    created_at: z.string(),
  })
  .meta({ id: 'CopyVersion' });

export const StudioPageSummary = z
  .object({
    page: z.enum(COPY_PAGES),
    version: z.number().int(),
    published_at: z.string().nullable(),
    published_by: Editor,
    draft: z.object({ revision: z.number().int(), editor: Editor, updated_at: z.string() }).nullable(),
  })
  .meta({ id: 'StudioPageSummary' });
export const StudioPage = z
  .object({
    page: z.enum(COPY_PAGES),
    form: z
      .unknown()
      .meta({ description: 'The page’s fields, derived from its schema (lib/page-copy.ts `copyForm`): groups, texts with their limits, lists, icons.' }),
    published: z.object({ version: z.number().int(), copy: Copy }),
    draft: Draft.nullable(),
    problems: z.array(Problem).meta({ description: 'What keeps the draft (or, without one, the published copy) from being published; empty: publishable.' }),
  })
  .meta({ id: 'StudioPage' });
export const CopyChange = z
  .object({
    locale: z.enum(['uz', 'ru', 'en']),
    path: z.array(z.union([z.string(), z.number().int()])),
    before: z.string().nullable(),
    after: z.string().nullable(),
  })
  .meta({ id: 'CopyChange', description: 'A field that differs between two versions (absent: `null`).' });

const revision = z.number({ error: 'field_required' }).int('field_invalid').min(0, 'field_invalid');
export const SaveDraftBody = z.object({
  copy: z.unknown().meta({ description: 'The whole copy (`PageCopy`): may be unfinished, never over a limit.' }),
  revision: revision.meta({ description: 'The draft’s revision the editor read; 0: there was none.' }),
  base_version: revision.meta({ description: 'The published version the editor read.' }),
});
export const PublishBody = z.object({ revision, version: revision.meta({ description: 'The published version the editor read.' }) });
export const RestoreBody = z.object({
  from: revision.meta({ description: 'The version to bring back.' }),
  version: revision.meta({ description: 'The published version the editor read.' }),
});
export const ResetBody = z.object({ version: revision.meta({ description: 'The published version the editor read.' }) });

const params = z.object({ page: z.enum(COPY_PAGES).meta({ description: 'Which page: `landing`, `about` or `updates` (another: 404).', example: 'landing' }) });
/** What a draft may weigh: a page's copy in three languages, more than the API's other bodies. */
export const DRAFT_BODY_BYTES = 256 * 1024;
const newVersion = jsonAnswer(z.object({ version: z.number().int() }).meta({ id: 'CopyPublished' }), 'The new version, live on every instance.');

export const studioRoutes = {
  pages: {
    method: 'get',
    path: '/studio/pages',
    tags,
    summary: 'The editable pages, each with its published version and draft',
    description: MARKETERS_ONLY,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    responses: { 200: jsonAnswer(z.object({ results: z.array(StudioPageSummary) }).meta({ id: 'StudioPages' }), 'The pages.'), ...errorAnswers(404) },
  },
  page: {
    method: 'get',
    path: '/studio/pages/{page}',
    tags,
    summary: 'One page for the editor: its form, published copy, draft and problems',
    description: MARKETERS_ONLY,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    request: { params },
    responses: { 200: jsonAnswer(StudioPage, 'The page.'), ...errorAnswers(404) },
  },
  saveDraft: {
    method: 'put',
    path: '/studio/pages/{page}/draft',
    tags,
    summary: 'Save the page’s draft (as the editor types)',
    description: `${MARKETERS_ONLY} Saved only over the revision the editor read: 409 \`copy_draft_conflict\` (naming who saved) when someone saved, published or discarded it since. A field over its limit or of another shape: 400 \`copy_invalid\` with \`errors\` per field (\`uz.hero.title\`). Empty fields and missing translations are kept, and listed in \`problems\`. Bodies up to 256 KB.`,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    request: { params, body: jsonBody(SaveDraftBody, 'The copy and the revision it was made on.', DRAFT_BODY_BYTES) },
    responses: {
      200: jsonAnswer(z.object({ revision: z.number().int(), updated_at: z.string(), problems: z.array(Problem) }).meta({ id: 'CopyDraftSaved' }), 'Saved.'),
      ...errorAnswers(400, 404, 409),
    },
  },
  discardDraft: {
    method: 'delete',
    path: '/studio/pages/{page}/draft',
    tags,
    summary: 'Discard the page’s draft',
    description: `${MARKETERS_ONLY} 409 \`copy_draft_conflict\` when the draft is not at the revision given.`,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    request: { params, query: z.object({ revision: z.coerce.number().int().min(1) }) },
    responses: { 204: { description: 'Discarded.' }, ...errorAnswers(404, 409) },
  },
  publish: {
    method: 'post',
    path: '/studio/pages/{page}/publish',
    tags,
    summary: 'Publish the draft as a new version, live at once on every instance',
    description: `${MARKETERS_ONLY} Refused with every problem (400 \`copy_incomplete\`, \`errors\` per field) when a field is empty, over its limit or missing a translation; 409 \`copy_draft_conflict\` or \`copy_version_stale\` when someone saved or published since. Nothing is written then. In the audit log.`,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    request: { params, body: jsonBody(PublishBody, 'The draft’s revision and the published version the editor read.') },
    responses: { 200: newVersion, ...errorAnswers(400, 404, 409) },
  },
  versions: {
    method: 'get',
    path: '/studio/pages/{page}/versions',
    tags,
    summary: 'The page’s versions, newest first (the last 100), with who made each and how',
    description: MARKETERS_ONLY,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    request: { params },
    responses: { 200: jsonAnswer(z.object({ results: z.array(Version) }).meta({ id: 'CopyVersions' }), 'The versions.'), ...errorAnswers(404) },
  },
  changes: {
    method: 'get',
    path: '/studio/pages/{page}/changes',
    tags,
    summary: 'What changed between two versions, or a version and the draft, field by field',
    description: MARKETERS_ONLY,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    request: {
      params,
      query: z.object({
        from: z.coerce.number().int().min(1),
        to: z.union([z.literal('draft'), z.coerce.number().int().min(1)]).meta({ description: 'A version, or `draft`.' }),
      }),
    },
    responses: { 200: jsonAnswer(z.object({ changes: z.array(CopyChange) }).meta({ id: 'CopyChanges' }), 'The changes, in form order.'), ...errorAnswers(404) },
  },
  restore: {
    method: 'post',
    path: '/studio/pages/{page}/restore',
    tags,
    summary: 'Bring an old version back, as a new version',
    description: `${MARKETERS_ONLY} 409 \`copy_version_stale\` when someone published since the editor read the page. In the audit log.`,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    request: { params, body: jsonBody(RestoreBody, 'The version to bring back and the published version the editor read.') },
    responses: { 200: newVersion, ...errorAnswers(400, 404, 409) },
  },
  reset: {
    method: 'post',
    path: '/studio/pages/{page}/reset',
    tags,
    summary: 'Bring the Markdown files’ copy back, as a new version',
    description: `${MARKETERS_ONLY} 409 \`copy_version_stale\` when someone published since the editor read the page. In the audit log.`,
    security: SIGNED_IN,
    ...onlyRole('marketer'),
    request: { params, body: jsonBody(ResetBody, 'The published version the editor read.') },
    responses: { 200: newVersion, ...errorAnswers(400, 404, 409) },
  },
} as const satisfies Record<string, RouteConfig>;
