import { z } from 'zod';
import { lifecycleContract } from './listing-lifecycle.ts';
import { LISTING_KINDS } from '../listing-kinds.ts';
import { cleanUserLine, cleanUserText } from '../user-text.ts';
import { asTyped, stateFilters, id, listingContract, pagination, textFilter } from './listings.ts';
import { Service, ServiceDetail } from './shapes.ts';

/**
 * Requests of the services API (spec/API.md "Services"), with SPEC.md §5's message keys. The
 * new-service form and the edit modal check with the same schema before sending. Texts are
 * cleaned (lib/user-text.ts) before they are measured.
 */
const { titleMax, descriptionMax, pageSizes } = LISTING_KINDS.service.limits;

export const ServiceFields = z.object({
  name: z.string({ error: 'nameRequired' }).overwrite(cleanUserLine).min(1, 'nameRequired').max(titleMax, 'name_too_long'),
  description: z
    .string({ error: 'descriptionRequired' })
    .overwrite(cleanUserText)
    .min(1, 'descriptionRequired')
    .refine((text) => [...text].length <= descriptionMax, 'service_description_too_long'),
  category_id: id('categoryRequired', 'categoryNotFound'),
  location_id: id('locationMissing', 'location_not_found').optional(),
});
export type ServiceFieldsInput = z.output<typeof ServiceFields>;

export const ServiceListQuery = z.object({
  ...stateFilters(),
  ...pagination(pageSizes[0]),
  category_name: textFilter.meta({
    description: 'A category by its slug or its name in any of the three languages; a name that names nothing is 400.',
    example: 'Taʼmirlash',
  }),
  region_name: textFilter.meta({ description: 'A region by name.', example: 'Toshkent shahri' }),
  district_name: textFilter.meta({ description: 'A district by name (within `region_name` when it is given).', example: 'Yunusobod tumani' }),
  service_name: textFilter.meta({
    description:
      'Words that must all be in the name or among the category’s names and words. Best matches first: every word whole in the name, then as the start of a word of it, then anywhere in it, then through the category; newest first within each.',
    example: 'santexnik',
  }),
  as_typed: asTyped(),
});
export type ServiceListQueryInput = z.output<typeof ServiceListQuery>;

/** The routes of services (spec/API.md "Services"), on the shared listing routes. */
export const serviceRoutes = listingContract({
  plural: 'services',
  tag: 'Services',
  one: 'service',
  query: ServiceListQuery,
  fields: ServiceFields,
  item: Service,
  detail: ServiceDetail,
  detailDescription: 'The service.',
  pageName: 'ServicePage',
});

/** A service's life (issue 22): the seller's moves, its buyers, renew all, the tabs' counts. */
export const serviceLifecycleRoutes = lifecycleContract({ plural: 'services', tag: 'Services', one: 'service', item: Service });
