import { pageCount, pageFromUrl } from '../../lib/paging.ts';
import type { AstroGlobal } from 'astro';
import type { Product, Service } from '../../lib/schemas/shapes.ts';
import { shapeListing, type ListingKind } from '../../lib/listing-kinds.ts';
import type { Runtime } from '../runtime.ts';

export const MY_LISTINGS_PAGE_SIZE = 24;

/** A page of the signed-in user's own listings (/my-products, /my-services), or null when it failed (503). */
export interface MyListings {
  page: number;
  pages: number;
  count: number;
  items: Array<Product | Service>;
  /** The clock's time when the page was read ("2 hours ago"). */
  now: number;
}

/** My products and My services, written once: the page number from the URL, the owner's listings, newest first. */
export async function loadMyListings(
  astro: Pick<AstroGlobal, 'url' | 'locals' | 'response'>,
  { services, media, logger, clock }: Pick<Runtime, 'services' | 'media' | 'logger' | 'clock'>,
  kind: ListingKind,
): Promise<MyListings | null> {
  const page = pageFromUrl(astro.url.searchParams.get('page'));
  try {
    const list = await services.listings.list({ kind, ownerId: astro.locals.user!.id, order: 'newest', page, pageSize: MY_LISTINGS_PAGE_SIZE });
    return {
      page,
      pages: pageCount(list.count, MY_LISTINGS_PAGE_SIZE),
      count: list.count,
      items: list.records.map((record) => shapeListing(record, media)),
      now: clock().getTime(),
    };
  } catch (error) {
    logger.error({ err: error, kind }, 'my listings failed');
    astro.response.status = 503;
    return null;
  }
}
