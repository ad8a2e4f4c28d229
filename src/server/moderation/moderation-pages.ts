import type { AstroGlobal } from 'astro';
import type { FormFeedback } from '../../lib/form-feedback.ts';
import { shapeListing, type Listing, type ListingKind } from '../../lib/listing-kinds.ts';
import type { ListingStatus } from '../../lib/listing-states.ts';
import { thumbKey } from '../../lib/media-keys.ts';
import { pageCount, pageFromUrl } from '../../lib/paging.ts';
import { DecisionBody, QueueQuery, ReconsiderBody, REPORT_REASONS, REPORT_TARGETS } from '../../lib/schemas/moderation.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import type { Region } from '../../lib/schemas/shapes.ts';
import { AppError } from '../errors.ts';
import { feedbackOf } from '../form-feedback.ts';
import { flashCookie } from '../http/cookies.ts';
import { parseWith } from '../http/validation.ts';
import { readPageForm } from '../page-forms.ts';
import { pageContext } from '../page-context.ts';
import type { Runtime } from '../runtime.ts';
import type { ContentHead } from './moderation.repository.ts';
import { QUEUE_PAGE_SIZE, type AccountSummary, type CaseTarget, type ModerationService } from './moderation.service.ts';

export type Page = Pick<AstroGlobal, 'url' | 'locals' | 'response' | 'request' | 'cookies' | 'redirect' | 'params' | 'cache' | 'currentLocale'>;
export type Deps = Pick<Runtime, 'services' | 'media' | 'logger' | 'clock' | 'config'>;

/**
 * The moderators' pages (issue 23): /moderation (the queue) and /moderation/{id} (a case and its
 * decision forms). Everyone but a moderator gets the site's 404, signed out included (a login
 * redirect would tell them the page exists); none of it is ever cached.
 */
export function moderatorOf(page: Page): number | null {
  page.response.headers.set('Cache-Control', 'private, no-store');
  page.cache.set(false);
  const user = page.locals.user;
  if (user && page.locals.isModerator) return user.id;
  page.response.status = 404;
  return null;
}

/** A not_moderator refusal (the role was taken meanwhile) is the same 404. */
export function refusal(page: Page, deps: Deps, error: unknown, what: string): { kind: 'not_found' } | { kind: 'failed' } {
  if (error instanceof AppError && (error.code === 'not_moderator' || error.code === 'not_found')) {
    page.response.status = 404;
    return { kind: 'not_found' };
  }
  deps.logger.error({ err: error }, what);
  page.response.status = 503;
  return { kind: 'failed' };
}

export interface QueueFilters {
  reason?: (typeof REPORT_REASONS)[number] | undefined;
  target_type?: (typeof REPORT_TARGETS)[number] | undefined;
  region_id?: number | undefined;
}

export interface QueueRow {
  id: number;
  target_type: (typeof REPORT_TARGETS)[number];
  target_id: number;
  owner: { id: number; username: string } | null;
  listing: { kind: ListingKind; title: string; status: ListingStatus; thumbnail: string | null } | null;
  /** A comment's, message's or review's words and author (issue 34). */
  content: ContentHead | null;
  reports_count: number;
  reasons: Array<[string, number]>;
  rule: string | null;
  last_report_at: string | null;
  opened_at: string;
}

export type QueuePage =
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | { kind: 'queue'; rows: QueueRow[]; count: number; page: number; pages: number; filters: QueueFilters; regions: Region[]; now: number };

/** The filters a queue URL asks for: each one read alone, an invalid one left out. */
function filtersOf(url: URL): QueueFilters {
  const filters: QueueFilters = {};
  for (const name of ['reason', 'target_type', 'region_id'] as const) {
    const value = url.searchParams.get(name);
    if (!value) continue;
    const parsed = QueueQuery.shape[name].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [name]: parsed.data });
  }
  return filters;
}

export async function moderationQueuePage(page: Page, deps: Deps): Promise<QueuePage> {
  const moderatorId = moderatorOf(page);
  if (moderatorId === null) return { kind: 'not_found' };
  const { services, media, clock } = deps;
  const filters = filtersOf(page.url);
  const pageNumber = pageFromUrl(page.url.searchParams.get('page'));
  try {
    const [queue, regions] = await Promise.all([
      services.moderation.queue(moderatorId, { reason: filters.reason, targetType: filters.target_type, regionId: filters.region_id, page: pageNumber }),
      services.locations.listRegions(),
    ]);
    const heads = await services.moderation.queueHeads(moderatorId, queue.results);
    const rows = queue.results.map((row): QueueRow => {
      const head = row.target_type === 'listing' ? heads.listings.get(row.target_id) : undefined;
      return {
        id: row.id,
        target_type: row.target_type,
        target_id: row.target_id,
        owner: row.owner_id === null ? null : { id: row.owner_id, username: heads.names.get(row.owner_id) ?? `#${row.owner_id}` },
        listing: head
          ? { kind: head.kind, title: head.title, status: head.status, thumbnail: head.image_key ? media.url(thumbKey(head.image_key)) : null }
          : null,
        content: heads.contents.get(`${row.target_type}:${row.target_id}`) ?? null,
        reports_count: row.reports_count,
        reasons: Object.entries(row.reasons).sort((a, b) => b[1] - a[1]),
        rule: row.rule,
        last_report_at: row.last_report_at,
        opened_at: row.opened_at,
      };
    });
    return {
      kind: 'queue',
      rows,
      count: queue.count,
      page: pageNumber,
      pages: pageCount(queue.count, QUEUE_PAGE_SIZE),
      filters,
      regions,
      now: clock().getTime(),
    };
  } catch (error) {
    return refusal(page, deps, error, 'moderation queue failed');
  }
}

type Detail = Awaited<ReturnType<ModerationService['case']>>;

/** The target as the case page shows it: a listing read as its page reads it. */
export type ShownTarget =
  Exclude<CaseTarget, { type: 'listing' }> | { type: 'listing'; listing: Listing; kind: ListingKind; status: ListingStatus; hiddenReason: string | null };

export type CasePage =
  | { kind: 'not_found' }
  | { kind: 'failed' }
  | {
      kind: 'case';
      detail: Detail;
      target: ShownTarget;
      owner: AccountSummary | null;
      ownerAvatar: string | null;
      /** Moderators' names by id (the audit log, the decision). */
      names: Map<number, string>;
      /** A refused decision: field messages, or the notice that another moderator decided first. */
      feedback: FormFeedback & { decided?: boolean };
      now: number;
    };

/** A form's text field; undefined when missing or blank. */
function textOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The decision form's fields as DecisionBody reads them; empty fields left out. */
function decisionOf(form: FormData) {
  const days = textOf(form, 'days');
  return { decision: textOf(form, 'decision'), reason: textOf(form, 'reason'), days: days === undefined ? undefined : Number(days) };
}

/** The reconsideration form's fields as ReconsiderBody reads them; empty fields left out. */
function reconsiderationOf(form: FormData) {
  return { move: textOf(form, 'move'), reason: textOf(form, 'reason')?.trim() };
}

/**
 * A case: its target as users see it, reports, the owner's account and history, the audit log;
 * a decision posted to the page itself (a 303 back with a notice), or why it was refused.
 */
export async function moderationCasePage(page: Page, deps: Deps): Promise<CasePage | Response> {
  const moderatorId = moderatorOf(page);
  if (moderatorId === null) return { kind: 'not_found' };
  const { services, media, clock, config } = deps;
  const caseId = /^\d{1,9}$/.test(page.params.id ?? '') ? Number(page.params.id) : null;
  if (caseId === null) {
    page.response.status = 404;
    return { kind: 'not_found' };
  }
  const { locale } = pageContext(page);
  let feedback: FormFeedback & { decided?: boolean } = {};
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  if (form) {
    // A decision, or a second look at the target (issue 34, from this page or a listing's page: `return_to`).
    const reconsidering = form.get('intent') === 'reconsider';
    const posted = reconsidering ? reconsiderationOf(form) : decisionOf(form);
    try {
      if (reconsidering) {
        await services.moderation.reconsider(moderatorId, caseId, parseWith(ReconsiderBody, posted));
        page.cookies.set(...flashCookie(config.publicUrl, 'moderation_moved'));
        return page.redirect(safeRedirectPath(textOf(form, 'return_to') ?? '', page.url.pathname), 303);
      }
      await services.moderation.decide(moderatorId, caseId, parseWith(DecisionBody, posted));
      page.cookies.set(...flashCookie(config.publicUrl, 'moderation_decided'));
      return page.redirect(page.url.pathname, 303);
    } catch (error) {
      if (!reconsidering && error instanceof AppError && error.code === 'case_decided') feedback = { decided: true };
      else if (error instanceof AppError && error.code !== 'not_moderator' && error.code !== 'not_found') feedback = feedbackOf(error, locale);
      else return refusal(page, deps, error, reconsidering ? 'moderation reconsider failed' : 'moderation decision failed');
    }
    const values = Object.fromEntries(Object.entries(posted).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
    feedback.values = reconsidering ? { intent: 'reconsider', ...values } : values;
    page.response.status = feedback.decided || (reconsidering && feedback.notice) ? 409 : 400;
  }
  try {
    const [detail, about] = await Promise.all([services.moderation.case(moderatorId, caseId), services.moderation.caseTarget(moderatorId, caseId)]);
    let target: ShownTarget;
    if (about.target.type === 'listing') {
      const record = await services.listings.get(about.target.kind, about.target.id);
      target = record
        ? { type: 'listing', listing: shapeListing(record, media), kind: record.kind, status: record.status, hiddenReason: record.hiddenReason }
        : { type: 'gone' };
    } else target = about.target;
    const ownerAvatar = about.owner?.profile_image ? media.url(thumbKey(about.owner.profile_image)) : null;
    return { kind: 'case', detail, target, owner: about.owner, ownerAvatar, names: about.names, feedback, now: clock().getTime() };
  } catch (error) {
    return refusal(page, deps, error, 'moderation case failed');
  }
}
