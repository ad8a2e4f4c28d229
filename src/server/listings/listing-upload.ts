import { MAX_IMAGE_BYTES, MAX_LISTING_IMAGES } from '../../lib/image-type.ts';
import { fieldError } from '../errors.ts';
import { uploadLimits } from '../http/multipart.ts';
import { imageTooLarge } from '../media/images.ts';

/**
 * A listing form of either kind, from the API or the new and edit pages: ten images of 5 MB
 * besides the text fields. An eleventh file is the same refusal as the core's count check.
 */
export const LISTING_UPLOAD_LIMITS = uploadLimits(MAX_LISTING_IMAGES, MAX_IMAGE_BYTES, {
  fileTooLarge: imageTooLarge,
  tooManyFiles: () => fieldError('images', 'maxImagesError', { max: MAX_LISTING_IMAGES }),
});
