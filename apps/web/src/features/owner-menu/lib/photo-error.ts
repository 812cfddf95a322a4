import { TimeoutError } from 'ky';
import { menuMessages } from '@dapur/shared/menu';
import { getErrorMessage } from '../../../lib/error-message';
import { ownerMenuMessages } from '../messages';

/** A photo still past 5 MB after shrinking: refused before it is sent, as the server would. */
export class PhotoTooLargeError extends Error {
  override readonly name = 'PhotoTooLargeError';

  constructor() {
    super(menuMessages.imageTooLarge);
  }
}

/** The server's message (415 not a picture, 413 too large, 422 no file), else our own words. */
export function photoErrorMessage(error: unknown): string {
  if (error instanceof PhotoTooLargeError) return error.message;
  if (error instanceof TimeoutError) return ownerMenuMessages.photoTimedOut;
  return getErrorMessage(error, ownerMenuMessages.photoFailed);
}
