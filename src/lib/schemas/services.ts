import { z } from 'zod';
import { cleanUserLine, cleanUserText } from '../user-text.ts';
import { id, pagination, textFilter } from './listings.ts';

/**
 * Requests of the services API (spec/API.md "Services"), with SPEC.md §5's message keys. The
 * new-service form and the edit modal check with the same schema before sending. Texts are
 * cleaned (lib/user-text.ts) before they are measured.
 */
export const NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 500;
export const SERVICE_PAGE_SIZE = 10;

export const ServiceFields = z.object({
  name: z.string({ error: 'nameRequired' }).overwrite(cleanUserLine).min(1, 'nameRequired').max(NAME_MAX, 'name_too_long'),
  description: z
    .string({ error: 'descriptionRequired' })
    .overwrite(cleanUserText)
    .min(1, 'descriptionRequired')
    .refine((text) => [...text].length <= SERVICE_DESCRIPTION_MAX, 'service_description_too_long'),
  category_id: id('categoryRequired', 'categoryNotFound'),
  location_id: id('locationMissing', 'location_not_found').optional(),
});
export type ServiceFieldsInput = z.output<typeof ServiceFields>;

export const ServiceListQuery = z.object({
  ...pagination(SERVICE_PAGE_SIZE),
  category_name: textFilter,
  region_name: textFilter,
  district_name: textFilter,
  service_name: textFilter,
});
