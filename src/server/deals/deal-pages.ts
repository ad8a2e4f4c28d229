import type { AstroGlobal } from 'astro';
import { LISTING_KINDS } from '../../lib/listing-kinds.ts';
import { isOpen } from '../../lib/safe-deal.ts';
import { DealRequestBody, DISPUTE_REASON_MAX, DisputeBody, type Deal } from '../../lib/schemas/deals.ts';
import { localizeError } from '../error-messages.ts';
import { AppError, fieldError } from '../errors.ts';
import { feedbackOf } from '../form-feedback.ts';
import { getT } from '../i18n.ts';
import { pageContext } from '../page-context.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';
import type { FormFeedback } from '../../lib/form-feedback.ts';

type Page = Pick<AstroGlobal, 'request' | 'locals' | 'response' | 'cookies' | 'currentLocale' | 'url' | 'redirect' | 'params'>;
type Deps = Pick<Runtime, 'services' | 'config' | 'logger' | 'clock'>;

/** The two lists of /deals: the deals still running first, then the closed ones, each newest first. */
const openFirst = (deals: Deal[]): Deal[] => [...deals.filter((deal) => isOpen(deal.state)), ...deals.filter((deal) => !isOpen(deal.state))];

export type DealsTab = 'buying' | 'selling';

/** What /deals shows: the tab's deals and both tabs' open counts, or that they could not be read; or why a request from a listing was refused. */
export type DealsPageData =
  | { kind: 'failed'; tab: DealsTab }
  | { kind: 'ready'; tab: DealsTab; deals: Deal[]; open: Record<DealsTab, number> }
  | { kind: 'refused'; message: string; back: string };

/**
 * /deals (guarded: there is a user): the user's safe deals, buying or selling (`?tab=selling`).
 * The listing's "Buy with Safe deal" posts here (a plain form: `listing_kind`, `listing_id`): the
 * deal is asked for and its page opened (303); an open deal of theirs on it already opens that
 * one; another refusal (not offered now, blocked, the daily quota) is said on this page, with the
 * way back to the listing.
 */
export async function dealsPage(page: Page, { services, config, logger }: Deps): Promise<Response | DealsPageData> {
  const user = page.locals.user!;
  const { locale, href } = pageContext(page);
  const tab: DealsTab = page.url.searchParams.get('tab') === 'selling' ? 'selling' : 'buying';
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  if (form) {
    const parsed = DealRequestBody.safeParse({ listing_kind: form.get('listing_kind') ?? undefined, listing_id: Number(form.get('listing_id')) });
    if (!parsed.success) return page.redirect(href('/deals'), 303);
    const back = href(`${LISTING_KINDS[parsed.data.listing_kind].paths.detail}/${parsed.data.listing_id}`);
    try {
      const deal = await services.deals.request(user.id, parsed.data, locale);
      return page.redirect(href(`/deals/${deal.id}`), 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'deal_open_exists') {
        const open = await services.deals.openDealId(user.id, parsed.data.listing_id);
        if (open !== null) return page.redirect(href(`/deals/${open}`), 303);
      }
      page.response.status = error.status;
      if (error.options.retryAfter !== undefined) page.response.headers.set('Retry-After', String(Math.ceil(error.options.retryAfter)));
      return { kind: 'refused', message: localizeError(error, locale).detail, back };
    }
  }
  try {
    const [buying, selling] = await Promise.all([
      services.deals.list(user.id, { role: 'buying', open: false }),
      services.deals.list(user.id, { role: 'selling', open: false }),
    ]);
    const countOpen = (deals: Deal[]) => deals.filter((deal) => isOpen(deal.state)).length;
    return { kind: 'ready', tab, deals: openFirst(tab === 'buying' ? buying : selling), open: { buying: countOpen(buying), selling: countOpen(selling) } };
  } catch (error) {
    logger.error({ err: error }, 'deals page: the deals could not be read');
    page.response.status = 503;
    return { kind: 'failed', tab };
  }
}

/** The moves a deal's page posts (`intent`); `hand_over` carries the seller's `code`, `dispute` the buyer's `reason`. */
const INTENTS = ['accept', 'decline', 'cancel', 'refuse', 'hand_over', 'complete', 'dispute'] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent => typeof value === 'string' && (INTENTS as readonly string[]).includes(value);

/** A refused move as its form shows it: which form, and the message or the field's. */
export type MoveFeedback = FormFeedback & { intent: Intent };

/** What /deals/{id} shows. */
export type DealPageData =
  | { kind: 'missing' }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      deal: Deal;
      /** The seller's code field, filled from `?code=` (the buyer's QR code opens the page so). */
      code: string;
      feedback: MoveFeedback | null;
      /** Where the browser adds a card (the buyer's pay step). */
      cardForm: { endpoint: string; merchantId: string };
      /** The page's address with the buyer's code, for the QR code the seller scans; null when there is no code to show. */
      handoverUrl: string | null;
      listingHref: string | null;
      /** After a completed deal: the review of the other side (reviews follow a sale). */
      reviewHref: string | null;
    };

/** A move of the viewer's side, by intent. */
async function makeMove(services: Deps['services'], userId: number, id: number, intent: Intent, form: FormData): Promise<void> {
  const deals = services.deals;
  if (intent === 'hand_over') {
    const code = form.get('code');
    await deals.handOver(userId, id, typeof code === 'string' ? code.trim() : undefined);
    return;
  }
  if (intent === 'dispute') {
    const parsed = DisputeBody.safeParse({ reason: form.get('reason') ?? '' });
    if (!parsed.success) {
      const tooLong = parsed.error.issues[0]?.code === 'too_big';
      throw tooLong ? fieldError('reason', 'field_too_long', { max: DISPUTE_REASON_MAX }) : fieldError('reason', 'deal_reason_required');
    }
    await deals.dispute(userId, id, parsed.data.reason);
    return;
  }
  await deals[intent](userId, id);
}

/**
 * /deals/{id} (guarded): the deal as its buyer, its seller or a moderator sees it; anyone else
 * gets the 404 the API gives. Its moves are plain forms posted here (`intent`): made, then the page
 * again (303); refused, the page with the reason beside the form (and the typed code or reason).
 */
export async function dealPage(page: Page, { services, config, logger }: Deps): Promise<Response | DealPageData> {
  const user = page.locals.user!;
  const { locale, href } = pageContext(page);
  const id = /^\d{1,9}$/.test(page.params.id ?? '') ? Number(page.params.id) : null;
  if (id === null) {
    page.response.status = 404;
    return { kind: 'missing' };
  }
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  let feedback: MoveFeedback | null = null;
  if (form) {
    const intent = form.get('intent');
    if (!isIntent(intent)) return new Response('Bad Request', { status: 400 });
    try {
      await makeMove(services, user.id, id, intent, form);
      return page.redirect(href(`/deals/${id}`), 303);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') {
        page.response.status = 404;
        return { kind: 'missing' };
      }
      const typed = Object.fromEntries(['code', 'reason'].flatMap((name) => (typeof form.get(name) === 'string' ? [[name, String(form.get(name))]] : [])));
      feedback = { intent, ...feedbackOf(error, locale), values: typed };
      page.response.status = error instanceof AppError ? error.status : 400;
    }
  }
  let deal: Deal;
  try {
    deal = await services.deals.get(user.id, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      page.response.status = 404;
      return { kind: 'missing' };
    }
    logger.error({ err: error, dealId: id }, 'deal page: the deal could not be read');
    page.response.status = 503;
    return { kind: 'failed' };
  }
  const asked = page.url.searchParams.get('code') ?? '';
  const card = services.deals.cardForm();
  const path = href(`/deals/${deal.id}`);
  const other = deal.role === 'buyer' ? deal.seller : deal.buyer;
  return {
    kind: 'ready',
    deal,
    code: feedback?.values?.code ?? (/^\d{6}$/.test(asked) ? asked : ''),
    feedback,
    cardForm: { endpoint: card.endpoint, merchantId: card.merchant_id },
    handoverUrl: deal.handover_code ? new URL(`${path}?code=${deal.handover_code}`, config.publicUrl).href : null,
    listingHref: deal.listing.id === null ? null : href(`${LISTING_KINDS[deal.listing.kind].paths.detail}/${deal.listing.id}`),
    reviewHref:
      deal.state === 'completed' && deal.role !== 'moderator' && deal.listing.id !== null ? href(`/review?listing=${deal.listing.id}&to=${other.id}`) : null,
  };
}

/** The deals' words for a page: the deals namespace and the time one (deadlines). */
export const dealTexts = (locale: Parameters<typeof getT>[0]) => ({ t: getT(locale, 'deals'), time: getT(locale, 'time') });
