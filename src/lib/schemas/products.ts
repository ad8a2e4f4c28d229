import { z } from 'zod';
import { lifecycleContract } from './listing-lifecycle.ts';
import { LISTING_KINDS } from '../listing-kinds.ts';
import { cleanUserLine, cleanUserText } from '../user-text.ts';
import { asTyped, stateFilters, formBoolean, id, listingContract, pagination, price, textFilter, checkPriceRange } from './listings.ts';
import { Product, ProductDetail } from './shapes.ts';

/**
 * Requests of the products API (spec/API.md "Products"), with SPEC.md §5's message keys. The
 * new-product and edit forms check with the same schema before sending. Texts are cleaned
 * (lib/user-text.ts) before they are measured.
 */
const { titleMax, descriptionMax, pageSizes } = LISTING_KINDS.product.limits;

export const ProductFields = z.object({
  title: z.string({ error: 'title_required_message' }).overwrite(cleanUserLine).min(1, 'title_required_message').max(titleMax, 'title_too_long'),
  description: z
    .string({ error: 'desc_required_message' })
    .overwrite(cleanUserText)
    .min(1, 'desc_required_message')
    .max(descriptionMax, 'description_too_long'),
  price: price('price_required_message'),
  condition: z.enum(['new', 'used'], { error: 'condition_required_message' }),
  category_id: id('category_required_message', 'categoryNotFound'),
  location_id: id('location_info_error', 'location_not_found').optional(),
  in_stock: formBoolean.optional(),
  safe_deal: formBoolean.optional().meta({
    description:
      'Beyond spec/API.md (issue 39): whether the listing offers the safe deal. Not given: a new listing offers it from the configured price (`SAFE_DEAL_MIN_PRICE`, 200 000 so’m unless set), an edit keeps what it offers. A form sends a hidden `false` before its checkbox; the last value counts.',
  }),
  // SPEC.md: the client sends "Sum"; so'm is the only currency.
  currency: z.enum(['Sum', 'UZS', "So'm", 'sum'], { error: 'currency_invalid' }).optional(),
});
export type ProductFieldsInput = z.output<typeof ProductFields>;

export const ORDERINGS = ['relevance', '-created_at', 'price', '-price'] as const;

export const ProductListQuery = z
  .object({
    ...stateFilters(),
    ...pagination(pageSizes[0]),
    category_name: textFilter.meta({
      description: 'A category by its slug or its name in any of the three languages; a name that names nothing is 400.',
      example: 'Telefonlar va aksessuarlar',
    }),
    region_name: textFilter.meta({ description: 'A region by name.', example: 'Toshkent shahri' }),
    district_name: textFilter.meta({ description: 'A district by name (within `region_name` when it is given).', example: 'Yunusobod tumani' }),
    product_title: textFilter.meta({
      description:
        'Words that must all be in the title or among the category’s names and words. Best matches first: every word whole in the title, then as the start of a title word, then anywhere in the title, then through the category; newest first within each.',
      example: 'iPhone 13',
    }),
    as_typed: asTyped(),
    min_price: price('price_invalid').optional().meta({ description: 'Whole so’m, with or without thousands separators.', example: '1 500 000' }),
    max_price: price('price_invalid').optional().meta({ description: 'Whole so’m; not below `min_price`.', example: '5000000' }),
    condition: z.enum(['new', 'used'], { error: 'condition_invalid' }).optional(),
    safe_deal: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'field_invalid' })
      .transform((value) => value === true || value === 'true' || value === '1')
      .optional()
      .meta({ description: 'Beyond spec/API.md (issue 39): `true` lists only the goods whose sellers offer the safe deal; `false` or absent, all.' }),
    ordering: z.enum(ORDERINGS, { error: 'ordering_invalid' }).optional().meta({
      description:
        'Best matches first (`relevance`, the default of a search with `product_title`; without one it is newest first), newest first (`-created_at`, the default without a search), or by price up or down.',
    }),
  })
  .superRefine((query, ctx) => {
    checkPriceRange(query, ctx);
  });
export type ProductListQueryInput = z.output<typeof ProductListQuery>;

/** The routes of products (spec/API.md "Products"), on the shared listing routes. */
export const productRoutes = listingContract({
  plural: 'products',
  tag: 'Products',
  one: 'product',
  query: ProductListQuery,
  fields: ProductFields,
  item: Product,
  detail: ProductDetail,
  detailDescription: 'The product and up to 8 others like it (the same category in the same region first).',
  pageName: 'ProductPage',
});

/** A product's life (issue 22): the seller's moves, its buyers, renew all, the tabs' counts. */
export const productLifecycleRoutes = lifecycleContract({ plural: 'products', tag: 'Products', one: 'product', item: Product });
