import { RealEstateFormFields, realEstateFieldsOf } from '../../../lib/schemas/real-estate.ts';
import { LISTING_KINDS } from '../../../lib/listing-kinds.ts';
import { formFiles, formIds, formTexts, type StreamedForm, type UploadedFile } from '../../http/streamed-form.ts';
import { parseWith } from '../../http/validation.ts';
import type { ListingInput } from '../../listings/listings.service.ts';

const FIELD_NAMES = [...LISTING_KINDS.real_estate.formFields, 'location_id'] as const;

/**
 * A real-estate form as the API and the pages receive it (multipart): the fields checked with the
 * kind's schema (a field its type has not is refused), the type as the category, its own fields
 * for the listing core, new files and the ids of images to keep.
 */
export function readRealEstateSubmission(form: StreamedForm): { input: ListingInput; newImages: UploadedFile[]; keepImageIds: number[] } {
  const fields = parseWith(RealEstateFormFields, formTexts(form, FIELD_NAMES));
  return {
    input: {
      title: fields.title,
      description: fields.description,
      categorySlug: fields.property_type,
      locationId: fields.location_id,
      own: realEstateFieldsOf(fields),
    },
    newImages: [...formFiles(form, 'new_images'), ...formFiles(form, 'images')],
    keepImageIds: formIds(form, 'existing_images'),
  };
}
