import type { AstroGlobal } from 'astro';
import { LISTING_KINDS, shapeListing, type Listing, type ListingKind, type ListingRecord } from '../../lib/listing-kinds.ts';
import type { Category, Comment, UserRef } from '../../lib/schemas/shapes.ts';
import { COMMENTS_PAGE_SIZE } from '../../lib/schemas/comments.ts';
import type { FormFeedback } from '../../lib/form-feedback.ts';
import type { SessionUser } from '../accounts/account-shapes.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { AppError } from '../errors.ts';
import { feedbackOf } from '../form-feedback.ts';
import { flashCookie } from '../http/cookies.ts';
import { listingPageForm, moveRefusalOf, reportRefusalOf, type MoveRefusal, type ReportRefusal } from './listing-owner-forms.ts';
import { formTexts, type StreamedForm } from '../http/streamed-form.ts';
import type { UploadGate } from '../http/upload-gate.ts';
import { withPageUpload } from '../page-uploads.ts';
import { pageContext } from '../page-context.ts';
import { pageTags } from '../page-cache/policy.ts';
import type { Runtime } from '../runtime.ts';
import { KIND_FORMS } from '../kinds/index.ts';
import { listingUploadLimits } from './listing-upload.ts';
import type { ListingsService } from './listings.service.ts';

type Page = Pick<AstroGlobal, 'request' | 'locals' | 'clientAddress' | 'cookies' | 'currentLocale' | 'url' | 'redirect'>;

/** A listing page's listing: found, missing (404: a bad or unknown id) or unreadable (503, logged). */
export type PageListing = { kind: 'found'; record: ListingRecord } | { kind: 'missing' } | { kind: 'failed' };

/**
 * The listing a detail or edit page is about, from its `id` parameter, with the page's status
 * set and its cache tags added: the listing and its seller (page-cache/policy.ts).
 */
export async function findPageListing(
  page: Pick<AstroGlobal, 'params' | 'response' | 'cache'>,
  kind: ListingKind,
  deps: { listings: ListingsService; logger: Logger },
): Promise<PageListing> {
  const id = /^\d{1,9}$/.test(page.params.id ?? '') ? Number(page.params.id) : null;
  try {
    const record = id === null ? null : await deps.listings.get(kind, id);
    if (record) {
      page.cache.set({ tags: [pageTags.listing(record.id), pageTags.user(record.owner.id)] });
      return { kind: 'found', record };
    }
    page.response.status = 404;
    return { kind: 'missing' };
  } catch (error) {
    deps.logger.error({ err: error, kind, id }, 'listing page failed');
    page.response.status = 503;
    return { kind: 'failed' };
  }
}

/**
 * The new and edit pages' plain multipart form of either kind (before or without JavaScript):
 * the same reading (through the upload gate, streamed) and listing core as the API. Success
 * leaves for `goTo` with the notice; a refusal comes back as what to show, with the typed text
 * kept when the form was read (files cannot be put back into a file field: they are chosen
 * again). Null when nothing was posted.
 */
export async function submitListingPage(
  page: Page,
  config: Config,
  deps: { listings: ListingsService; uploads: UploadGate },
  kind: ListingKind,
  user: SessionUser,
  existing: ListingRecord | null,
  goTo: string,
): Promise<Response | FormFeedback | null> {
  const spec = LISTING_KINDS[kind];
  const { listings } = deps;
  const save = async ({ form, refusal }: { form: StreamedForm; refusal?: AppError }): Promise<Response | FormFeedback> => {
    try {
      if (refusal) throw refusal;
      const { input, newImages, keepImageIds } = KIND_FORMS[kind](form);
      if (existing) await listings.update(kind, existing.id, user.id, input, keepImageIds, newImages);
      else await listings.create(kind, user.id, input, newImages);
      page.cookies.set(...flashCookie(config.publicUrl, existing ? spec.flash.updated : spec.flash.created));
      return page.redirect(goTo, 303);
    } catch (error) {
      const typed = formTexts(form, spec.formFields);
      const values = Object.fromEntries(Object.entries(typed).filter((entry): entry is [string, string] => entry[1] !== undefined));
      return { ...feedbackOf(error, pageContext(page).locale), values };
    }
  };
  try {
    return await withPageUpload(page, config, { uploads: deps.uploads, accountId: user.id, limits: listingUploadLimits(kind) }, save);
  } catch (error) {
    // Refused before the form was read (the upload gate): nothing typed to give back.
    return feedbackOf(error, pageContext(page).locale);
  }
}

/** What a new or edit page of a listing shows. */
export type ListingFormState =
  | { kind: 'failed' }
  | { kind: 'missing' }
  | { kind: 'not_owner'; record: ListingRecord }
  | {
      kind: 'form';
      record: ListingRecord | null;
      listing: Listing | null;
      feedback: FormFeedback;
      categories: Category[];
      /** Goods from this price offer the safe deal by default (SAFE_DEAL_MIN_PRICE): the form's switch follows it until touched. */
      safeDealMinPrice: number;
    };

/**
 * The work of /new-product, /new-service and the edit pages, written once (the pages are
 * guarded: the visitor is signed in): the listing to edit and its owner, the posted plain form
 * (a redirect when saved, a 400 with what to show when refused), and the categories.
 */
export async function listingFormPage(
  page: Page & Pick<AstroGlobal, 'params' | 'response' | 'cache'>,
  { services, config, logger, uploads, media }: Pick<Runtime, 'services' | 'config' | 'logger' | 'uploads' | 'media'>,
  kind: ListingKind,
  mode: 'create' | 'edit',
): Promise<Response | ListingFormState> {
  const { href } = pageContext(page);
  const user = page.locals.user!;
  let record: ListingRecord | null = null;
  if (mode === 'edit') {
    const found = await findPageListing(page, kind, { listings: services.listings, logger });
    if (found.kind !== 'found') return found;
    record = found.record;
    if (record.owner.id !== user.id) {
      page.response.status = 403;
      return { kind: 'not_owner', record };
    }
  }
  // Where a saved listing goes (SPEC.md): a new product to /, a new service to /service, an edit back to its page.
  const { paths } = LISTING_KINDS[kind];
  const goTo = href(record ? `${paths.detail}/${record.id}` : paths.afterCreate);
  const posted = await submitListingPage(page, config, { listings: services.listings, uploads }, kind, user, record, goTo);
  if (posted instanceof Response) return posted;
  if (posted) page.response.status = 400;
  return {
    kind: 'form',
    record,
    listing: record && shapeListing(record, media),
    feedback: posted ?? {},
    categories: await services.catalog.listCategories(kind),
    safeDealMinPrice: config.SAFE_DEAL_MIN_PRICE,
  };
}

/** Everything a listing's page shows, read by the page; the components render it. */
export type ListingDetailData =
  | { kind: 'failed' }
  | { kind: 'missing' }
  | {
      kind: 'found';
      listing: Listing;
      isOwner: boolean;
      /**
       * Hidden by a moderator and the visitor is neither its owner nor a moderator
       * (ListingsService `visibleTo`): the page answers 404 and says only that it is not available.
       */
      withheld: boolean;
      /** Whether the signed-in visitor likes it. */
      liked: boolean;
      recommended: Listing[];
      /** The kind's categories, for the owner's dialog (`has.editInPlace`); else none. */
      categories: Category[];
      /** The first page of comments (null when they could not be read: the island asks again), and those the visitor likes. */
      comments: { initial: { comments: Comment[]; count: number } | null; likedIds: number[] };
      /** The clock's time when the page was read. */
      now: number;
      publicUrl: URL;
      /** The owner's moves (issue 22): who wrote about it, their names, and a move just refused. Null for everyone else. */
      owner: { buyers: UserRef[]; people: Record<number, string>; refused: MoveRefusal | null; review: ReviewState } | null;
      /** A report of the listing just refused (issue 23: `?report_refused=`), for the visitor's Report entry. */
      reportRefused: ReportRefusal | null;
      /** To a moderator, the listing's latest case and whether it is hidden (issue 34: restore or hide it again from here). */
      moderation: { caseId: number; hidden: boolean } | null;
      /** A signed-in visitor's open safe deal on it (issue 39: "Your safe deal" instead of "Buy with Safe deal"), else null. */
      openDealId: number | null;
    };

/** A hidden listing's review, as its owner sees it (issue 23): `none` (not hidden), `can_ask`, or `asked` (once only). */
export type ReviewState = 'none' | 'can_ask' | 'asked';
function reviewStateOf(record: ListingRecord): ReviewState {
  if (record.status !== 'hidden') return 'none';
  return record.reviewAskedAt !== null ? 'asked' : 'can_ask';
}

/**
 * A listing's page (SPEC.md "Product detail", "Service detail"), written once for both kinds:
 * the listing, or its 404 or 503; the owner's delete form when posted (a response then); the
 * visitor's like, similar listings, the owner's categories and the first comments.
 */
export async function listingDetailPage(
  page: Page & Pick<AstroGlobal, 'params' | 'response' | 'cache'>,
  { services, config, logger, media, clock }: Pick<Runtime, 'services' | 'config' | 'logger' | 'media' | 'clock'>,
  kind: ListingKind,
): Promise<Response | ListingDetailData> {
  const found = await findPageListing(page, kind, { listings: services.listings, logger });
  if (found.kind !== 'found') return found;
  const { record } = found;
  const spec = LISTING_KINDS[kind];
  if (page.request.method === 'POST') {
    const answer = await listingPageForm(page, config, services, record, pageContext(page).href(spec.paths.afterDelete));
    if (answer) return answer;
  }
  const user = page.locals.user;
  const isOwner = user?.id === record.owner.id;
  const withheld = !(await services.listings.visibleTo(record, user?.id ?? null));
  // As the API answers it: a hidden listing is not there for everyone but its owner and the moderators.
  if (withheld) page.response.status = 404;
  const [liked, recommended, categories, initial, likedIds, buyers, latestCase, openDealId] = await Promise.all([
    user && !withheld ? services.likes.isLikedBy(record.id, user.id) : false,
    services.listings.recommended(record),
    isOwner && spec.has.editInPlace ? services.catalog.listCategories(kind) : [],
    withheld
      ? { comments: [], count: 0 }
      : services.comments.list(kind, record.id, 1, COMMENTS_PAGE_SIZE, user?.id ?? null).then(
          ({ records, count }) => ({ comments: records, count }),
          (error: unknown) => {
            logger.error({ err: error, kind, listingId: record.id }, 'comments of a listing page failed');
            return null;
          },
        ),
    user && !withheld ? services.comments.likedIds(user.id, record.id) : [],
    isOwner ? services.lifecycle.buyers(kind, record.id, user!.id) : [],
    user && page.locals.isModerator ? services.moderation.latestCaseOfListing(user.id, record.id).catch(() => undefined) : undefined,
    user && !isOwner && !withheld && spec.has.safeDeal ? services.deals.openDealId(user.id, record.id) : null,
  ]);
  return {
    kind: 'found',
    listing: shapeListing(record, media, { userId: user?.id }),
    isOwner,
    withheld,
    liked,
    recommended: recommended.map((each) => shapeListing(each, media)),
    categories,
    comments: { initial, likedIds },
    now: clock().getTime(),
    publicUrl: config.publicUrl,
    owner: isOwner
      ? {
          buyers,
          people: Object.fromEntries(buyers.map((buyer) => [buyer.id, buyer.username])),
          refused: moveRefusalOf(page.url),
          review: reviewStateOf(record),
        }
      : null,
    reportRefused: user && !isOwner ? reportRefusalOf(page.url) : null,
    moderation: latestCase ? { caseId: latestCase.id, hidden: record.status === 'hidden' } : null,
    openDealId,
  };
}
