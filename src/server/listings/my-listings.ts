import { pageCount, pageFromUrl } from '../../lib/paging.ts';
import type { AstroGlobal } from 'astro';
import { shapeListing, type ListingKind, type Listing } from '../../lib/listing-kinds.ts';
import { OWNER_TAB_NAMES, OWNER_TABS, type OwnerTab } from '../../lib/listing-states.ts';
import { flashCookie } from '../http/cookies.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';

export const MY_LISTINGS_PAGE_SIZE = 24;

/** A page of the signed-in user's own listings (/my-products, /my-services), or null when it failed (503). */
export interface MyListings {
  /** The tab shown (issue 22): active, reserved, sold, or expired and archived. */
  tab: OwnerTab;
  /** How many listings each tab holds. */
  tabs: Record<OwnerTab, number>;
  /** How many "renew all" would renew now in the tab shown (its button renews those). */
  renewable: number;
  /** The listings shown that somebody wrote about: Reserve is offered for these only. */
  asked: number[];
  page: number;
  pages: number;
  count: number;
  items: Array<Listing>;
  /** Names of the buyers the listings shown are reserved for or sold to. */
  people: Record<number, string>;
  /** The clock's time when the page was read ("2 hours ago", days left). */
  now: number;
}

/** The tab a URL asks for; the active listings unless it names another. */
export const tabFromUrl = (url: URL): OwnerTab => {
  const tab = url.searchParams.get('tab');
  return (OWNER_TAB_NAMES as string[]).includes(tab ?? '') ? (tab as OwnerTab) : 'active';
};

/**
 * My products and My services, written once: the tab and page from the URL, the counts of every
 * tab, the owner's listings of that tab newest first, and "renew all" posted to the page itself
 * (a plain form: a notice and back to the page). Each card's own moves post to its listing's page.
 */
export async function loadMyListings(
  astro: Pick<AstroGlobal, 'url' | 'locals' | 'response' | 'request' | 'cookies' | 'redirect'>,
  { services, media, logger, clock, config }: Pick<Runtime, 'services' | 'media' | 'logger' | 'clock' | 'config'>,
  kind: ListingKind,
): Promise<MyListings | Response | null> {
  const user = astro.locals.user!;
  const form = await readPageForm(astro, config);
  if (form instanceof Response) return form;
  const tab = tabFromUrl(astro.url);
  if (form?.get('intent') === 'renew_all') {
    // The tab's own: what its button counted (issue 34); renewed ones are active, so the notice lands there.
    const { renewed } = await services.lifecycle.renewAll(kind, user.id, OWNER_TABS[tab]);
    astro.cookies.set(...flashCookie(config.publicUrl, 'listings_renewed', { count: renewed }));
    return astro.redirect(renewed > 0 ? astro.url.pathname : `${astro.url.pathname}${astro.url.search}`, 303);
  }
  const page = pageFromUrl(astro.url.searchParams.get('page'));
  try {
    const [list, counts, renewable] = await Promise.all([
      services.listings.list({ kind, ownerId: user.id, order: 'newest', page, pageSize: MY_LISTINGS_PAGE_SIZE, states: OWNER_TABS[tab] }),
      services.lifecycle.stateCounts(kind, user.id),
      services.lifecycle.renewableCount(kind, user.id, OWNER_TABS[tab]),
    ]);
    return {
      tab,
      tabs: {
        active: counts.active,
        reserved: counts.reserved,
        sold: counts.sold,
        expired: counts.expired + counts.archived,
        paused: counts.paused,
        hidden: counts.hidden,
      },
      renewable,
      asked: await services.lifecycle.askedAbout(list.records.filter((record) => record.status === 'active').map((record) => record.id)),
      page,
      pages: pageCount(list.count, MY_LISTINGS_PAGE_SIZE),
      count: list.count,
      items: list.records.map((record) => shapeListing(record, media, { userId: user.id })),
      people: await services.lifecycle.buyerNames(list.records),
      now: clock().getTime(),
    };
  } catch (error) {
    logger.error({ err: error, kind }, 'my listings failed');
    astro.response.status = 503;
    return null;
  }
}
