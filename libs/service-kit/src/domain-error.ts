// Errors a use case or repository throws on purpose. They name what went wrong in domain terms
// only; the gRPC layer maps them to a status in one place (grpc-errors.ts), so the same use case
// could sit behind any transport.
import type { ZodError, ZodType, z } from 'zod';

export type DomainErrorKind =
  | 'invalid' // the input breaks a rule (→ 400)
  | 'unauthenticated' // no valid credentials or session (→ 401)
  | 'forbidden' // signed in but not allowed (→ 403)
  | 'not-found' // → 404
  | 'conflict' // taken, or changed meanwhile (→ 409)
  | 'precondition' // the current state does not allow it, e.g. a used token (→ 400)
  | 'unavailable' // a component it needs is away and nothing was written (→ 503)
  | 'deadline'; // the caller stopped waiting before anything was written (call-deadline.ts; → 503)

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function isDomainError(err: unknown, kind?: DomainErrorKind): err is DomainError {
  return err instanceof DomainError && (kind === undefined || err.kind === kind);
}

/** The first problem, worded exactly as the form shows it (spec §5), e.g. 'Title is required'. */
function invalidInput(error: ZodError): DomainError {
  return new DomainError('invalid', error.issues[0]?.message ?? 'Invalid input');
}

/** Checks input with the contract's own schema; the first problem becomes the message. */
export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidInput(result.error);
}
