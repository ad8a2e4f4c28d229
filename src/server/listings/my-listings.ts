import { pageCount } from '../../lib/paging.ts';
import type { AstroGlobal } from 'astro';
import type { Product, Service } from '../../lib/schemas/shapes.ts';
import type { ListingKind } from '../db/schema.ts';
import { getRuntime } from '../runtime.ts';
import { toProduct, toService } from './listing-shapes.ts';

export const MY_LISTINGS_PAGE_SIZE = 24;

/** A page of the signed-in user's own listings (/my-products, /my-services), or null when it failed (503). */
export interface MyListings {
  page: number;
  pages: number;
  count: number;
  items: Array<Product | Service>;
}

/** My products and My services, written once: the page number from the URL, the owner's listings, newest first. */
export async function loadMyListings(astro: Pick<AstroGlobal, 'url' | 'locals' | 'response'>, kind: ListingKind): Promise<MyListings | null> {
  const { services, media, logger } = await getRuntime();
  const requested = Number(astro.url.searchParams.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 10_000) : 1;
  try {
    const list = await services.listings.list({ kind, ownerId: astro.locals.user!.id, order: 'newest', page, pageSize: MY_LISTINGS_PAGE_SIZE });
    return {
      page,
      pages: pageCount(list.count, MY_LISTINGS_PAGE_SIZE),
      count: list.count,
      items: list.records.map((record) => (kind === 'product' ? toProduct(record, media) : toService(record, media))),
    };
  } catch (error) {
    logger.error({ err: error, kind }, 'my listings failed');
    astro.response.status = 503;
    return null;
  }
}
