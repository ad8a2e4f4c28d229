import { ServiceFields } from '../../../lib/schemas/services.ts';
import { formFiles, formIds, formTexts, type StreamedForm, type UploadedFile } from '../../http/streamed-form.ts';
import { parseWith } from '../../http/validation.ts';
import type { ListingInput } from '../../listings/listings.service.ts';

const FIELD_NAMES = ['name', 'description', 'category_id', 'location_id'] as const;

/**
 * A service form as the API and the pages receive it (multipart): the fields checked with the
 * shared schema, new files (`images` or `new_images`), ids of images to keep (`existing_images`).
 */
export function readServiceSubmission(form: StreamedForm): { input: ListingInput; newImages: UploadedFile[]; keepImageIds: number[] } {
  const fields = parseWith(ServiceFields, formTexts(form, FIELD_NAMES));
  return {
    input: { title: fields.name, description: fields.description, categoryId: fields.category_id, locationId: fields.location_id },
    newImages: [...formFiles(form, 'new_images'), ...formFiles(form, 'images')],
    keepImageIds: formIds(form, 'existing_images'),
  };
}
