// Writes safe to repeat (issue 13) are sent once more after a 503, which means nothing was done, or
// a 504, which means no answer came in time and it may have been: a playlist with its submission's
// Idempotency-Key and a vote that names the vote it saw are carried out once however often sent.
import { isApiError } from './api-fetch';

export const retryOnceWhenUnavailable = {
  retry: (failures: number, error: unknown) =>
    failures < 1 && (isApiError(error, 503) || isApiError(error, 504)),
  retryDelay: 1000, // the gateway's Retry-After
};
