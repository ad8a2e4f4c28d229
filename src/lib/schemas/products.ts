import { z } from 'zod';
import { cleanUserLine, cleanUserText } from '../user-text.ts';
import { formBoolean, id, pagination, price, textFilter } from './listings.ts';

/**
 * Requests of the products API (spec/API.md "Products"), with SPEC.md §5's message keys. The
 * new-product and edit forms check with the same schema before sending. Texts are cleaned
 * (lib/user-text.ts) before they are measured.
 */
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const PRODUCT_PAGE_SIZE = 12;

export const ProductFields = z.object({
  title: z
    .string({ error: 'title_required_message' })
    .overwrite(cleanUserLine)
    .min(1, 'title_required_message')
    .max(TITLE_MAX, 'title_too_long'),
  description: z
    .string({ error: 'desc_required_message' })
    .overwrite(cleanUserText)
    .min(1, 'desc_required_message')
    .max(DESCRIPTION_MAX, 'description_too_long'),
  price: price('price_required_message'),
  condition: z.enum(['new', 'used'], { error: 'condition_required_message' }),
  category_id: id('category_required_message', 'categoryNotFound'),
  location_id: id('location_info_error', 'location_not_found').optional(),
  in_stock: formBoolean.optional(),
  // SPEC.md: the client sends "Sum"; so'm is the only currency.
  currency: z.enum(['Sum', 'UZS', "So'm", 'sum'], { error: 'currency_invalid' }).optional(),
});
export type ProductFieldsInput = z.output<typeof ProductFields>;

export const ORDERINGS = ['-created_at', 'price', '-price'] as const;

export const ProductListQuery = z.object({
  ...pagination(PRODUCT_PAGE_SIZE),
  category_name: textFilter,
  region_name: textFilter,
  district_name: textFilter,
  product_title: textFilter,
  min_price: price('price_invalid').optional(),
  max_price: price('price_invalid').optional(),
  condition: z.enum(['new', 'used'], { error: 'condition_invalid' }).optional(),
  ordering: z.enum(ORDERINGS, { error: 'ordering_invalid' }).default('-created_at'),
}).superRefine((query, ctx) => {
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'price_range_invalid' });
  }
});
export type ProductListQueryInput = z.output<typeof ProductListQuery>;
