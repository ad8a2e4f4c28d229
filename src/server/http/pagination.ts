import { pageCount } from '../../lib/paging.ts';
import type { Page } from '../../lib/schemas/shapes.ts';
import type { ApiContext } from './context.ts';

/**
 * A list answer (spec/API.md): `next`/`previous` are absolute URLs of this same request with
 * another `page` (a `currentPage` alias becomes `page`), or null at either end.
 */
export function pageBody<Item, Result>(
  c: ApiContext,
  result: { records: Item[]; count: number; countCapped: boolean; shownFor?: string | undefined },
  page: number,
  pageSize: number,
  toResult: (item: Item) => Result,
): Page<Result> & { shown_for?: string } {
  const requested = new URL(c.req.url);
  const link = (target: number) => {
    const url = new URL(`${requested.pathname}${requested.search}`, c.get('publicUrl'));
    url.searchParams.delete('currentPage');
    url.searchParams.set('page', String(target));
    return url.href;
  };
  const lastPage = pageCount(result.count, pageSize);
  return {
    count: result.count,
    count_capped: result.countCapped,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
    results: result.records.map(toResult),
    ...(result.shownFor !== undefined && { shown_for: result.shownFor }),
  };
}
