import { ProductFields } from '../../../lib/schemas/products.ts';
import { formFiles, formIds, formTexts, type StreamedForm, type UploadedFile } from '../../http/streamed-form.ts';
import { parseWith } from '../../http/validation.ts';
import type { ListingInput } from '../../listings/listings.service.ts';

const FIELD_NAMES = ['title', 'description', 'price', 'condition', 'category_id', 'location_id', 'in_stock', 'safe_deal', 'currency'] as const;

/**
 * A product form as the API and the new/edit pages receive it (multipart): the fields checked
 * with the shared schema, new files (`images` or `new_images`), and the ids of existing images
 * to keep (`existing_images`, repeated or a JSON array). Owner ids in the form are never read.
 */
export function readProductSubmission(form: StreamedForm): { input: ListingInput; newImages: UploadedFile[]; keepImageIds: number[] } {
  const fields = parseWith(ProductFields, formTexts(form, FIELD_NAMES));
  return {
    input: {
      title: fields.title,
      description: fields.description,
      categoryId: fields.category_id,
      locationId: fields.location_id,
      price: fields.price,
      condition: fields.condition,
      // Absent means in stock (the mobile app does not send it); the web form sends a hidden
      // `in_stock=false` before its checkbox, and the last value counts.
      inStock: fields.in_stock ?? true,
      // Absent: the listing core decides (a new listing by its price, an edit keeps it); the web form sends a hidden `false` first.
      safeDeal: fields.safe_deal,
    },
    newImages: [...formFiles(form, 'new_images'), ...formFiles(form, 'images')],
    keepImageIds: formIds(form, 'existing_images'),
  };
}
