import type { AstroGlobal } from 'astro';
import type { FlashKey } from '../../lib/flash.ts';
import type { ListingKind, ListingRecord } from '../../lib/listing-kinds.ts';
import { OWNER_MOVES, type OwnerMove } from '../../lib/listing-states.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import type { Config } from '../config.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import { flashCookie } from '../http/cookies.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';

type Page = Pick<AstroGlobal, 'request' | 'locals' | 'cookies' | 'url' | 'redirect'>;

/** The notice each move leaves for the next page. */
const MOVED: Record<OwnerMove, FlashKey> = { reserve: 'listing_reserved', release: 'listing_released', sell: 'listing_sold', renew: 'listing_renewed', raise: 'listing_raised' };

/** The refusals a page shows beside the owner's moves (`?refused=`), with their text in the errors namespace. */
export const MOVE_REFUSALS = ['move_not_allowed', 'raise_too_soon', 'renew_too_early', 'renew_too_late', 'buyer_not_eligible', 'not_found'] as const;
export type MoveRefusal = (typeof MOVE_REFUSALS)[number];
export const moveRefusalOf = (url: URL): MoveRefusal | null => {
  const code = url.searchParams.get('refused');
  return (MOVE_REFUSALS as readonly string[]).includes(code ?? '') ? (code as MoveRefusal) : null;
};

const isMove = (intent: unknown): intent is OwnerMove => typeof intent === 'string' && (OWNER_MOVES as readonly string[]).includes(intent);

/** `buyer_id` of a plain form: a user id, or none (empty or `elsewhere`: sold elsewhere). */
function buyerOf(value: FormDataEntryValue | null): number | null {
  return typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** Where a refused move sends the owner back: the same place, saying why, at the moves. */
function refusedAt(target: string, code: string): string {
  const url = new URL(target, 'http://x');
  url.searchParams.set('refused', code);
  return `${url.pathname}${url.search}#moves`;
}

/**
 * The owner's plain forms on a listing's page (no script needed): `intent=delete` after its
 * confirmation step, or a move of the listing's life (`reserve`, `release`, `sell` with
 * `buyer_id`, `renew`, `raise`) decided by the lifecycle's conditional write. A move goes back
 * to `return_to` (My listings) or the page with its notice; a refused one with `?refused=code`.
 * Null when the post was something else.
 */
export async function ownerListingForm(
  page: Page,
  config: Config,
  services: Pick<Runtime['services'], 'listings' | 'lifecycle'>,
  record: ListingRecord,
  afterDelete: string,
): Promise<Response | null> {
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  const intent = form?.get('intent');
  if (!form || (intent !== 'delete' && !isMove(intent))) return null;
  const user = page.locals.user;
  if (!user) return new Response('Forbidden', { status: 403 });
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
  try {
    await services.lifecycle.move(record.kind as ListingKind, record.id, user.id, intent, { buyerId: buyerOf(form.get('buyer_id')) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'not_owner') return new Response('Forbidden', { status: 403 });
    const code: ErrorCode | 'buyer_not_eligible' = error.code === 'validation_error' ? 'buyer_not_eligible' : error.code;
    return page.redirect(refusedAt(here, code), 303);
  }
  page.cookies.set(...flashCookie(config.publicUrl, MOVED[intent]));
  return page.redirect(here, 303);
}
