import type { RouteConfig } from '@hono/zod-openapi';
import { LISTING_KIND_NAMES } from '../listing-kinds.ts';
import { z } from 'zod';
import { reasonFits, REPORT_REASONS, REPORT_TARGETS } from '../report-reasons.ts';
import { cleanUserText } from '../user-text.ts';
import { errorAnswers, IdParam, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';
import { id } from './listings.ts';

/**
 * Reports and moderation (issue 23): what anyone signed in may report and why, and the
 * moderators' queue and decisions. Messages are keys of the errors namespace.
 */
export { REPORT_REASONS, REPORT_TARGETS };
/** The targets a moderator can hide and restore (the others' decisions fall on their owner). */
export const CONTENT_TARGETS = ['listing', 'comment', 'review'] as const satisfies readonly (typeof REPORT_TARGETS)[number][];
export const isContentTarget = (type: string): boolean => (CONTENT_TARGETS as readonly string[]).includes(type);
export const DECISIONS = ['dismiss', 'hide', 'restore', 'warn', 'suspend', 'ban'] as const;
export const SUSPENSION_DAYS = [1, 7, 30] as const;
export const REPORT_NOTE_MAX = 500;
export const DECISION_REASON_MAX = 500;

export const ReportBody = z
  .object({
    target_type: z.enum(REPORT_TARGETS, { error: 'field_invalid' }).meta({ description: 'What is reported.' }),
    target_id: id('field_required'),
    reason: z.enum(REPORT_REASONS, { error: 'report_reason_required' }).meta({
      description:
        '`scam` (scam or a prepayment request), `prohibited` (a prohibited item), `spam` (spam or a duplicate), `wrong_category`, `offensive`, `sold` (already sold), `other` (with `note`). Only the reasons that fit the target (lib/report-reasons.ts): a listing any; a comment, a message or a user `scam`, `spam`, `offensive`, `other`; a review `offensive`, `spam`, `other` (400 `report_reason_unfit` otherwise).',
    }),
    note: z
      .string()
      .overwrite(cleanUserText)
      .max(REPORT_NOTE_MAX, 'report_note_too_long')
      .optional()
      .meta({ description: `What the reporter adds, at most ${REPORT_NOTE_MAX} characters; required with \`other\`.` }),
  })
  .superRefine((body, ctx) => {
    if (!reasonFits(body.target_type, body.reason)) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'report_reason_unfit' });
    else if (body.reason === 'other' && !body.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'report_note_required' });
  });
export type ReportInput = z.output<typeof ReportBody>;

const timestamp = z.string().meta({ description: 'ISO 8601, UTC.' });

export const MyReport = z
  .object({
    id: z.number().int(),
    target_type: z.enum(REPORT_TARGETS),
    target_id: z.number().int(),
    reason: z.enum(REPORT_REASONS),
    note: z.string().nullable(),
    status: z.enum(['open', 'upheld', 'dismissed']).meta({ description: '`open` until a moderator decides; then `upheld` (action was taken) or `dismissed`.' }),
    created_at: timestamp,
    decided_at: timestamp.nullable(),
  })
  .meta({ id: 'MyReport', description: 'A report as its reporter sees it, with its outcome.' });
export const MyReports = z.object({ results: z.array(MyReport) }).meta({ id: 'MyReports' });
export const ReportReceived = z
  .object({ report: MyReport, message: z.string().meta({ description: '"Thanks, we will look", in the request’s language.' }) })
  .meta({ id: 'ReportReceived' });

export const DecisionBody = z
  .object({
    decision: z.enum(DECISIONS, { error: 'field_invalid' }).meta({
      description:
        '`dismiss` (nothing wrong; a listing hidden by reports comes back), `hide` (a listing or comment, with the reason its owner sees), `restore` (a hidden one back), `warn`, `suspend` (with `days`), `ban` (the phone cannot register again).',
    }),
    reason: z
      .string()
      .overwrite(cleanUserText)
      .max(DECISION_REASON_MAX, 'decision_reason_too_long')
      .optional()
      .meta({ description: 'Why: written to the audit log, and shown to the owner with `hide`.' }),
    days: z
      .union([z.literal(1), z.literal(7), z.literal(30)], { error: 'field_invalid' })
      .optional()
      .meta({ description: 'With `suspend`: 1, 7 or 30 days.' }),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'suspend' && body.days === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: 'field_required' });
    if ((body.decision === 'hide' || body.decision === 'ban' || body.decision === 'suspend') && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'decision_reason_required' });
  });
export type DecisionInput = z.output<typeof DecisionBody>;

/** A moderator's second look at a case's listing, comment or review, at any time (issue 34). */
export const ReconsiderBody = z.object({
  move: z.enum(['restore', 'hide'], { error: 'field_invalid' }).meta({ description: '`restore` a hidden one, or `hide` it again.' }),
  reason: z
    .string({ error: 'decision_reason_required' })
    .overwrite(cleanUserText)
    .min(1, 'decision_reason_required')
    .max(DECISION_REASON_MAX, 'decision_reason_too_long')
    .meta({ description: 'Why: written to the audit log and told to the owner.' }),
});
export type ReconsiderInput = z.output<typeof ReconsiderBody>;

export const CaseSummary = z
  .object({
    id: z.number().int(),
    target_type: z.enum(REPORT_TARGETS),
    target_id: z.number().int(),
    owner_id: z.number().int().nullable(),
    listing_kind: z.enum(LISTING_KIND_NAMES).nullable(),
    region_id: z.number().int().nullable(),
    status: z.enum(['open', 'decided']),
    rule: z.string().nullable().meta({ description: 'The rule that held it back before anyone reported it, or `hidden_after_reports`, `review_requested`.' }),
    reports_count: z.number().int(),
    reasons: z.record(z.string(), z.number().int()).meta({ description: 'How many reports give each reason.' }),
    opened_at: timestamp,
    last_report_at: timestamp.nullable(),
    decision: z.enum(DECISIONS).nullable(),
    decision_reason: z.string().nullable(),
    decided_at: timestamp.nullable(),
    decided_by: z.number().int().nullable(),
  })
  .meta({ id: 'ModerationCase' });
export const CaseQueue = z.object({ count: z.number().int(), results: z.array(CaseSummary) }).meta({ id: 'ModerationQueue' });
export const CaseAction = z
  .object({ id: z.number().int(), moderator_id: z.number().int().nullable(), action: z.string(), reason: z.string().nullable(), created_at: timestamp })
  .meta({ id: 'ModerationAction' });
export const CaseDetail = z
  .object({
    case: CaseSummary,
    reports: z.array(
      z.object({
        id: z.number().int(),
        reporter_id: z.number().int(),
        reason: z.enum(REPORT_REASONS),
        note: z.string().nullable(),
        status: z.string(),
        created_at: timestamp,
      }),
    ),
    actions: z.array(CaseAction).meta({ description: 'The audit log: who did what, when and why (`moderator_id` null: the site’s rules).' }),
    owner_history: z.array(
      z.object({
        id: z.number().int(),
        target_type: z.enum(REPORT_TARGETS),
        target_id: z.number().int(),
        decision: z.string().nullable(),
        decision_reason: z.string().nullable(),
        decided_at: timestamp.nullable(),
      }),
    ),
    target_history: z
      .array(
        z.object({
          id: z.number().int(),
          status: z.enum(['open', 'decided']),
          origin: z.enum(['reports', 'request', 'rule']),
          rule: z.string().nullable(),
          reports_count: z.number().int(),
          decision: z.enum(DECISIONS).nullable(),
          decision_reason: z.string().nullable(),
          opened_at: timestamp,
          decided_at: timestamp.nullable(),
        }),
      )
      .meta({
        description:
          'Issue 34: the other cases of the same target, newest first (at most 20), with how each started: `reports`, the owner’s `request` for review, or a `rule`.',
      }),
  })
  .meta({ id: 'ModerationCaseDetail' });

export const QueueQuery = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'field_invalid' }).optional(),
  target_type: z.enum(REPORT_TARGETS, { error: 'field_invalid' }).optional(),
  region_id: z.coerce.number({ error: 'field_invalid' }).int('field_invalid').positive('field_invalid').optional(),
  page: z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(1000, 'page_invalid').default(1),
});

export const ReviewRequestBody = z.object({ listing_id: id('field_required').meta({ description: 'Your listing a moderator hid.' }) });

const MODERATORS = 'Moderators only: everyone else gets 403 `not_moderator` (the pages answer 404).';
const params = z.object({ id: IdParam });

export const moderationRoutes = {
  report: {
    method: 'post',
    path: '/reports',
    tags: ['Moderation'],
    summary: 'Report a listing, a comment, a user or a chat message',
    description:
      'One open report per reporter and target (409 `already_reported`), at most 20 a day (429 `reports_daily_limit`); not one’s own (400), a message only of a chat one is in (404). Listings reported by 3 accounts older than 3 days within 24 hours are hidden until a moderator decides.',
    security: SIGNED_IN,
    request: { body: jsonBody(ReportBody, 'What is reported and why.') },
    responses: { 201: jsonAnswer(ReportReceived, 'Received.'), ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429) },
  },
  mine: {
    method: 'get',
    path: '/reports',
    tags: ['Moderation'],
    summary: 'The signed-in user’s reports and their outcome, newest first (at most 100)',
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(MyReports, 'The reports.'), ...errorAnswers(401) },
  },
  askReview: {
    method: 'post',
    path: '/moderation/review-requests',
    tags: ['Moderation'],
    summary: 'Ask for another look at your hidden listing, once',
    description:
      'The owner of a listing a moderator hid, after fixing it: it goes back to the queue. Once per hiding (409 `review_not_allowed` otherwise, also for a listing that is not hidden or not yours).',
    security: SIGNED_IN,
    request: { body: jsonBody(ReviewRequestBody, 'The listing.') },
    responses: { 204: { description: 'Asked.' }, ...errorAnswers(400, 401, 409, 413, 415) },
  },
  queue: {
    method: 'get',
    path: '/moderation/cases',
    tags: ['Moderation'],
    summary: 'The open cases, the most recently reported first, then the most reported',
    description: `${MODERATORS} 50 a page; filter by a reason, a kind of target, a region.`,
    security: SIGNED_IN,
    request: { query: QueueQuery },
    responses: { 200: jsonAnswer(CaseQueue, 'A page of open cases.'), ...errorAnswers(400, 401, 403) },
  },
  detail: {
    method: 'get',
    path: '/moderation/cases/{id}',
    tags: ['Moderation'],
    summary: 'A case: its reports, its audit log and the owner’s earlier decided cases',
    description: MODERATORS,
    security: SIGNED_IN,
    request: { params },
    responses: { 200: jsonAnswer(CaseDetail, 'The case.'), ...errorAnswers(401, 403, 404) },
  },
  reconsider: {
    method: 'post',
    path: '/moderation/cases/{id}/reconsideration',
    tags: ['Moderation'],
    summary: 'Restore or hide again a case’s listing, comment or review, at any time',
    description: `${MODERATORS} Decided or not, with a reason (audit log, the owner’s notice). One conditional write: 409 \`moderation_move_not_allowed\` when it is so already (another moderator just did it); 400 for a user or a message.`,
    security: SIGNED_IN,
    request: { params, body: jsonBody(ReconsiderBody, 'The move and why.') },
    responses: { 200: jsonAnswer(CaseDetail, 'The case, its audit log with the move.'), ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
  },
  decide: {
    method: 'post',
    path: '/moderation/cases/{id}/decision',
    tags: ['Moderation'],
    summary: 'Decide an open case',
    description: `${MODERATORS} Final: one decision per case; of two moderators deciding at once one wins, the other gets 409 \`case_decided\`. The owner is told in their language, the reporters see the outcome, and the audit log keeps who, what, when and why. Suspending or banning ends the owner’s sessions and sockets.`,
    security: SIGNED_IN,
    request: { params, body: jsonBody(DecisionBody, 'The decision.') },
    responses: { 200: jsonAnswer(CaseDetail, 'The case as decided.'), ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
  },
} as const satisfies Record<string, RouteConfig>;
