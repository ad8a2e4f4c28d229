import { MAX_IMAGE_BYTES } from '../../lib/image-type.ts';
import { ProductFields } from '../../lib/schemas/products.ts';
import { uploadBodyLimit } from '../http/body.ts';
import { formFiles, formIds, formTexts, parseWith } from '../http/validation.ts';
import { MAX_LISTING_IMAGES, type ListingInput } from '../listings/listings.service.ts';

/** Ten images of 5 MB, plus the form's text fields: the body limit of product uploads. */
export const PRODUCT_UPLOAD_LIMIT = uploadBodyLimit(MAX_LISTING_IMAGES, MAX_IMAGE_BYTES);

const FIELD_NAMES = ['title', 'description', 'price', 'condition', 'category_id', 'location_id', 'in_stock', 'currency'] as const;

/**
 * A product form as the API and the new/edit pages receive it (multipart): the fields checked
 * with the shared schema, new files (`images` or `new_images`), and the ids of existing images
 * to keep (`existing_images`, repeated or a JSON array). Owner ids in the form are never read.
 */
export function readProductSubmission(form: FormData): { input: ListingInput; newImages: File[]; keepImageIds: number[] } {
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
    },
    newImages: [...formFiles(form, 'new_images'), ...formFiles(form, 'images')],
    keepImageIds: formIds(form, 'existing_images'),
  };
}
