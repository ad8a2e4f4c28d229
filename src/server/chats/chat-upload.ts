import { MAX_CHAT_FILE_BYTES } from '../../lib/media-type.ts';
import { AppError, fieldError } from '../errors.ts';
import { uploadLimits } from '../http/multipart.ts';

/**
 * A chat message with a file, from the API or the chat page's plain form: one attachment and the
 * text beside it. A body too large for one file is the file's fault (413 `file_too_large`).
 */
export const MESSAGE_UPLOAD_LIMITS = uploadLimits(1, MAX_CHAT_FILE_BYTES, {
  fileTooLarge: () => new AppError('file_too_large'),
  tooManyFiles: () => fieldError('file', 'field_invalid'),
  bodyTooLarge: () => new AppError('file_too_large'),
});
