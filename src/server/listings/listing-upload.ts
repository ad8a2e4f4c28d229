import { MAX_IMAGE_BYTES } from '../../lib/image-type.ts';
import { LISTING_KIND_NAMES, LISTING_KINDS, type ListingKind } from '../../lib/listing-kinds.ts';
import { fieldError } from '../errors.ts';
import { uploadLimits, type UploadLimits } from '../http/multipart.ts';
import { imageTooLarge } from '../media/images.ts';

/**
 * A listing form of a kind, from the API or the new and edit pages: as many images of 5 MB as the
 * kind holds (ten; real estate twenty) besides the text fields. One file more is the same refusal
 * as the core's count check. Files stream to disk; the upload gate counts the bytes in flight.
 */
const LIMITS = Object.fromEntries(
  LISTING_KIND_NAMES.map((kind) => {
    const max = LISTING_KINDS[kind].limits.images;
    return [kind, uploadLimits(max, MAX_IMAGE_BYTES, { fileTooLarge: imageTooLarge, tooManyFiles: () => fieldError('images', 'maxImagesError', { max }) })];
  }),
) as Record<ListingKind, UploadLimits>;

export const listingUploadLimits = (kind: ListingKind): UploadLimits => LIMITS[kind];
