import type { ListingKind } from '../../lib/listing-kinds.ts';
import type { StreamedForm, UploadedFile } from '../http/streamed-form.ts';
import type { ListingInput } from '../listings/listings.service.ts';
import { readProductSubmission } from './product/product-submission.ts';
import { readRealEstateSubmission } from './real-estate/real-estate-submission.ts';
import { readServiceSubmission } from './service/service-submission.ts';

/**
 * The kinds on the server, each described once beside lib/listing-kinds.ts: how its form is read
 * (the API's and the plain pages' alike). Shared code (listings/, the pages' loaders) reaches a
 * kind's module only through here; the layer rule `kinds-described-once` holds it to that.
 */
export const KIND_FORMS: Record<ListingKind, (form: StreamedForm) => { input: ListingInput; newImages: UploadedFile[]; keepImageIds: number[] }> = {
  product: readProductSubmission,
  service: readServiceSubmission,
  real_estate: readRealEstateSubmission,
};
