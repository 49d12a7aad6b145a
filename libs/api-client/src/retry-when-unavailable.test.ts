// Which failures of a write safe to repeat are sent once more: only those that did nothing (503)
// or may have done it (504), and only once.
import { ApiError } from './api-fetch';
import { retryOnceWhenUnavailable } from './retry-when-unavailable';

const failure = (status: number) => new ApiError(status, '{"message":"x"}', '');

describe('retryOnceWhenUnavailable', () => {
  it.each([503, 504])('sends a write again once after a %i', (status) => {
    expect(retryOnceWhenUnavailable.retry(0, failure(status))).toBe(true);
    expect(retryOnceWhenUnavailable.retry(1, failure(status))).toBe(false);
  });

  it.each([400, 401, 403, 409, 429, 500])('does not send it again after a %i', (status) => {
    expect(retryOnceWhenUnavailable.retry(0, failure(status))).toBe(false);
  });

  it('does not send it again after a failure that is no answer of the API', () => {
    expect(retryOnceWhenUnavailable.retry(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
