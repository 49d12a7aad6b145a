// Writes safe to repeat (issue 13) are sent once more after a 503, which means nothing was done:
// a playlist with its submission's Idempotency-Key, a vote that names the vote it saw.
import { isApiError } from './api-fetch';

export const retryOnceWhenUnavailable = {
  retry: (failures: number, error: unknown) => failures < 1 && isApiError(error, 503),
  retryDelay: 1000, // the gateway's Retry-After
};
