import { productRoutes, productLifecycleRoutes } from '../../../lib/schemas/products.ts';
import { listingRoutes, type ListingRouteDeps } from '../../listings/listing-routes.ts';
import { toProduct, type Viewer } from '../../../lib/listing-kinds.ts';
import { readProductSubmission } from './product-submission.ts';

const ORDER = { relevance: 'relevance', '-created_at': 'newest', price: 'price', '-price': '-price' } as const;

/** /api/products/api/… (spec/API.md "Products") on the shared listing routes. */
export function productsRoutes(deps: ListingRouteDeps) {
  const shape = (record: Parameters<typeof toProduct>[0], viewer?: Viewer) => toProduct(record, deps.media, viewer);
  return listingRoutes(deps, {
    kind: 'product',
    routes: productRoutes,
    lifecycleRoutes: productLifecycleRoutes,
    readList(parsed) {
      return {
        names: parsed,
        search: parsed.product_title,
        asTyped: parsed.as_typed,
        minPrice: parsed.min_price,
        maxPrice: parsed.max_price,
        condition: parsed.condition,
        // `false` is every listing, as no filter.
        safeDeal: parsed.safe_deal || undefined,
        order: ORDER[parsed.ordering ?? 'relevance'],
        page: parsed.page ?? parsed.currentPage ?? 1,
        pageSize: parsed.page_size,
      };
    },
    readSubmission: readProductSubmission,
    shape,
    async detail(record, listings, viewer) {
      return { product: shape(record, viewer), recommended_products: (await listings.recommended(record)).map((each) => shape(each, viewer)) };
    },
  });
}
