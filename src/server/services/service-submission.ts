import { MAX_IMAGE_BYTES } from '../../lib/image-type.ts';
import { ServiceFields } from '../../lib/schemas/services.ts';
import { uploadBodyLimit } from '../http/body.ts';
import { formFiles, formIds, formTexts, parseWith } from '../http/validation.ts';
import { MAX_LISTING_IMAGES, type ListingInput } from '../listings/listings.service.ts';

export const SERVICE_UPLOAD_LIMIT = uploadBodyLimit(MAX_LISTING_IMAGES, MAX_IMAGE_BYTES);

const FIELD_NAMES = ['name', 'description', 'category_id', 'location_id'] as const;

/**
 * A service form as the API and the pages receive it (multipart): the fields checked with the
 * shared schema, new files (`images` or `new_images`), ids of images to keep (`existing_images`).
 */
export function readServiceSubmission(form: FormData): { input: ListingInput; newImages: File[]; keepImageIds: number[] } {
  const fields = parseWith(ServiceFields, formTexts(form, FIELD_NAMES));
  return {
    input: { title: fields.name, description: fields.description, categoryId: fields.category_id, locationId: fields.location_id },
    newImages: [...formFiles(form, 'new_images'), ...formFiles(form, 'images')],
    keepImageIds: formIds(form, 'existing_images'),
  };
}
