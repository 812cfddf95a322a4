import { HTTPError, TimeoutError } from 'ky';
import { suggestionMessages } from '../messages';

/** Spec §8: a timeout, a server that is down, or anything else (usually the connection). */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof TimeoutError) return suggestionMessages.loadTimeout;
  if (error instanceof HTTPError && error.response.status >= 500) {
    return suggestionMessages.loadServerDown;
  }
  return suggestionMessages.loadFailed;
}
