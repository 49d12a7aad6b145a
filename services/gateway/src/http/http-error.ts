// An error with an HTTP status and the ErrorBody to answer; thrown by middleware and routes.
import type { ErrorBody } from '@sonic-nexus/contract';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ErrorBody['errors'],
    /** `cause`: what went wrong beneath, for the log (never in the answer) */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}
