import type { AstroGlobal } from 'astro';
import type { FlashKey, FlashParams } from '../../lib/flash.ts';
import { LISTING_KINDS, type ListingKind, type ListingRecord } from '../../lib/listing-kinds.ts';
import { OWNER_MOVES, ownerTabOf, type OwnerMove } from '../../lib/listing-states.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import { stripLocale } from '../../lib/locales.ts';
import type { Config } from '../config.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import { flashCookie } from '../http/cookies.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';
import { ReportBody, REPORT_NOTE_MAX, REPORT_TARGETS } from '../../lib/schemas/moderation.ts';

type Page = Pick<AstroGlobal, 'request' | 'locals' | 'cookies' | 'url' | 'redirect'>;

/** The notice each move leaves for the next page: what happened and the tab the listing is in now (issue 34). */
const MOVED: Record<OwnerMove, FlashKey> = {
  reserve: 'listing_reserved',
  release: 'listing_released',
  sell: 'listing_sold',
  renew: 'listing_renewed',
  raise: 'listing_raised',
  pause: 'listing_paused',
  resume: 'listing_resumed',
};

/** The date a move's notice names: the reservation's end, else the expiry (renewed, paused, resumed). */
function movedParams(move: OwnerMove, record: ListingRecord): FlashParams {
  if (move === 'reserve') return { until: record.reservedUntil ?? undefined };
  return move === 'renew' || move === 'pause' || move === 'resume' ? { until: record.expiresAt } : {};
}

/**
 * Where a move from My listings lands: the same list, on the tab the listing is in now (its
 * `tab`, first page); any other place (the listing's page) stays as it is.
 */
export function landingOf(back: string, record: Pick<ListingRecord, 'status' | 'kind'>): string {
  const url = new URL(back, 'http://x');
  if (stripLocale(url.pathname) !== LISTING_KINDS[record.kind].paths.mine) return back;
  const tab = ownerTabOf(record.status);
  const query = new URLSearchParams();
  if (tab !== 'active') query.set('tab', tab);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** The refusals a page shows beside the owner's moves (`?refused=`), with their text in the errors namespace. */
export const MOVE_REFUSALS = ['move_not_allowed', 'raise_too_soon', 'renew_too_early', 'renew_too_late', 'buyer_not_eligible', 'not_found'] as const;
export type MoveRefusal = (typeof MOVE_REFUSALS)[number];
export const moveRefusalOf = (url: URL): MoveRefusal | null => {
  const code = url.searchParams.get('refused');
  return (MOVE_REFUSALS as readonly string[]).includes(code ?? '') ? (code as MoveRefusal) : null;
};

/**
 * The refusals a page shows beside its Report entry (`?report_refused=`): keys of the errors
 * namespace, except `report_daily_limit` (reports namespace: its text needs no numbers).
 */
export const REPORT_REFUSALS = [
  'already_reported',
  'report_daily_limit',
  'report_reason_required',
  'report_note_required',
  'report_note_too_long',
  'cannot_report_own',
  'not_found',
] as const;
export type ReportRefusal = (typeof REPORT_REFUSALS)[number];
export const reportRefusalOf = (url: URL): ReportRefusal | null => {
  const code = url.searchParams.get('report_refused');
  return (REPORT_REFUSALS as readonly string[]).includes(code ?? '') ? (code as ReportRefusal) : null;
};

/** A refused report of this target as the page's form shows it again (issue 34): why, and what was chosen and typed. */
export function reportDraftOf(url: URL, target: string): { code: ReportRefusal; reason: string | undefined; note: string | undefined } | null {
  const code = reportRefusalOf(url);
  if (!code || url.searchParams.get('report_target') !== target) return null;
  return { code, reason: url.searchParams.get('report_reason') ?? undefined, note: url.searchParams.get('report_note') ?? undefined };
}

/** The refusal of a report as the page names it (validation: the first field's message). */
function reportRefusal(error: AppError): ReportRefusal {
  if (error.code === 'reports_daily_limit' || error.code === 'rate_limited') return 'report_daily_limit';
  const first = Object.values(error.options.fields ?? {})[0]?.[0];
  const code = error.code === 'validation_error' ? first?.key : error.code;
  return (REPORT_REFUSALS as readonly string[]).includes(String(code)) ? (code as ReportRefusal) : 'report_reason_required';
}

/**
 * A report sent by a page's plain form (`intent=report`, `target_type`, `target_id`, `reason`,
 * `note`): the API's `ReportBody`, then `moderation.report`. Back to `here` with the
 * `report_thanks` notice, or with `?report_refused=code#report` saying why not.
 */
export async function reportPageForm(
  page: Page,
  config: Config,
  services: Pick<Runtime['services'], 'moderation'>,
  form: FormData,
  here: string,
): Promise<Response> {
  const user = page.locals.user;
  if (!user) return new Response('Forbidden', { status: 403 });
  const note = form.get('note');
  const parsed = ReportBody.safeParse({
    target_type: form.get('target_type'),
    target_id: Number(form.get('target_id')),
    reason: form.get('reason') ?? undefined,
    note: typeof note === 'string' && note.trim() !== '' ? note : undefined,
  });
  // Back with why, and (issue 34) what was chosen and typed for the page's form to show again, open, beside its message.
  const refused = (code: ReportRefusal) => {
    const url = new URL(here, 'http://x');
    url.searchParams.set('report_refused', code);
    const target = `${String(form.get('target_type'))}:${String(form.get('target_id'))}`;
    url.searchParams.set('report_target', target);
    const reason = form.get('reason');
    if (typeof reason === 'string' && reason !== '') url.searchParams.set('report_reason', reason.slice(0, 40));
    if (typeof note === 'string' && note.trim() !== '') url.searchParams.set('report_note', note.slice(0, REPORT_NOTE_MAX));
    const anchor = form.get('target_type') === 'review' ? `review-${String(form.get('target_id'))}` : 'report';
    return page.redirect(`${url.pathname}${url.search}#${anchor}`, 303);
  };
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = issue?.message ?? '';
    return refused(
      (REPORT_REFUSALS as readonly string[]).includes(code) ? (code as ReportRefusal) : issue?.path[0] === 'reason' ? 'report_reason_required' : 'not_found',
    );
  }
  try {
    await services.moderation.report(user.id, parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refused(reportRefusal(error));
  }
  page.cookies.set(...flashCookie(config.publicUrl, 'report_thanks'));
  return page.redirect(here, 303);
}

export const isReportTarget = (value: unknown): value is (typeof REPORT_TARGETS)[number] =>
  typeof value === 'string' && (REPORT_TARGETS as readonly string[]).includes(value);

const isMove = (intent: unknown): intent is OwnerMove => typeof intent === 'string' && (OWNER_MOVES as readonly string[]).includes(intent);

/** `buyer_id` of a plain form: a user id, or none (empty or `elsewhere`: sold elsewhere). */
function buyerOf(value: FormDataEntryValue | null): number | null {
  return typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** The form with the listing as its target, whatever the form said. */
function withTarget(form: FormData, id: number): FormData {
  form.set('target_type', 'listing');
  form.set('target_id', String(id));
  return form;
}

/** Where a refused move sends the owner back: the same place, saying why, at the moves. */
function refusedAt(target: string, code: string): string {
  const url = new URL(target, 'http://x');
  url.searchParams.set('refused', code);
  return `${url.pathname}${url.search}#moves`;
}

/**
 * The plain forms of a listing's page (no script needed): a visitor's `intent=report` of the
 * listing (`reportPageForm`); the owner's `intent=review` of their hidden listing (asked once,
 * `moderation.askReview`); the owner's `intent=delete` after its
 * confirmation step, or a move of the listing's life (`reserve`, `release`, `sell` with
 * `buyer_id`, `renew`, `raise`) decided by the lifecycle's conditional write. A move goes back
 * to `return_to` (My listings) or the page with its notice; a refused one with `?refused=code`.
 * Null when the post was something else.
 */
export async function listingPageForm(
  page: Page,
  config: Config,
  services: Pick<Runtime['services'], 'listings' | 'lifecycle' | 'moderation'>,
  record: ListingRecord,
  afterDelete: string,
): Promise<Response | null> {
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  const intent = form?.get('intent');
  if (!form || (intent !== 'delete' && intent !== 'report' && intent !== 'review' && !isMove(intent))) return null;
  const user = page.locals.user;
  if (!user) return new Response('Forbidden', { status: 403 });
  // Only the listing itself is reported from its page.
  if (intent === 'report') return reportPageForm(page, config, services, withTarget(form, record.id), page.url.pathname);
  if (intent === 'review') {
    try {
      await services.moderation.askReview(user.id, record.id);
    } catch (error) {
      // Asked already (another tab): the page says so, from the listing itself.
      if (!(error instanceof AppError) || error.code !== 'review_not_allowed') throw error;
      return page.redirect(page.url.pathname, 303);
    }
    page.cookies.set(...flashCookie(config.publicUrl, 'review_asked_flash'));
    return page.redirect(page.url.pathname, 303);
  }
  const returnTo = form.get('return_to');
  const back = (fallback: string) => (typeof returnTo === 'string' ? safeRedirectPath(returnTo, fallback) : fallback);
  if (intent === 'delete') {
    try {
      await services.listings.delete(record.kind, record.id, user.id);
    } catch (error) {
      // Decided by the delete itself: someone else's listing is refused; one deleted meanwhile (the owner's other tab) is gone as asked.
      if (!(error instanceof AppError) || (error.code !== 'not_owner' && error.code !== 'not_found')) throw error;
      if (error.code === 'not_owner') return new Response('Forbidden', { status: 403 });
    }
    page.cookies.set(...flashCookie(config.publicUrl, 'product_delete_success'));
    return page.redirect(back(afterDelete), 303);
  }
  const here = back(page.url.pathname);
  let moved: ListingRecord;
  try {
    moved = await services.lifecycle.move(record.kind as ListingKind, record.id, user.id, intent, { buyerId: buyerOf(form.get('buyer_id')) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'not_owner') return new Response('Forbidden', { status: 403 });
    const code: ErrorCode | 'buyer_not_eligible' = error.code === 'validation_error' ? 'buyer_not_eligible' : error.code;
    return page.redirect(refusedAt(here, code), 303);
  }
  page.cookies.set(...flashCookie(config.publicUrl, MOVED[intent], movedParams(intent, moved)));
  return page.redirect(landingOf(here, moved), 303);
}
