// The one place where errors become gRPC statuses (server side) and are recognised (client side).
import * as grpc from '@grpc/grpc-js';
import type pino from 'pino';
import { ZodError } from 'zod';
import {
  CALLER_GONE_MESSAGE,
  COMMIT_MARGIN_MS,
  DEADLINE_METADATA_KEY,
  runWithDeadline,
} from './call-deadline';
import { DomainError, type DomainErrorKind } from './domain-error';
import { isStoreUnavailable } from './mongo';

export const STORE_UNAVAILABLE_MESSAGE = 'The data store is not answering';

const STATUS_BY_KIND: Record<DomainErrorKind, grpc.status> = {
  invalid: grpc.status.INVALID_ARGUMENT,
  unauthenticated: grpc.status.UNAUTHENTICATED,
  forbidden: grpc.status.PERMISSION_DENIED,
  'not-found': grpc.status.NOT_FOUND,
  conflict: grpc.status.ALREADY_EXISTS,
  precondition: grpc.status.FAILED_PRECONDITION,
  unavailable: grpc.status.UNAVAILABLE,
  deadline: grpc.status.DEADLINE_EXCEEDED,
};

/**
 * Trailer on every error a service answers itself, so a caller tells "the service said no" from
 * "the service did not answer" (grpc-breaker.ts counts only the latter).
 */
export const ANSWERED_METADATA_KEY = 'sn-answered';

function answered(error: { code: grpc.status; details: string }): Partial<grpc.ServiceError> {
  const metadata = new grpc.Metadata();
  metadata.set(ANSWERED_METADATA_KEY, '1');
  return { ...error, metadata };
}

/** An error that came over the wire from a gRPC call (a status code and its details). */
export function isGrpcError(err: unknown): err is grpc.ServiceError {
  return (
    err instanceof Error &&
    typeof (err as Partial<grpc.ServiceError>).code === 'number' &&
    typeof (err as Partial<grpc.ServiceError>).details === 'string'
  );
}

function zodMessage(err: ZodError): string {
  return err.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/** Domain errors keep their message; anything unexpected becomes INTERNAL with a generic text. */
export function toServiceError(
  err: unknown,
  logger: pino.Logger,
  method: string,
): Partial<grpc.ServiceError> {
  if (err instanceof DomainError) return answered({ code: STATUS_BY_KIND[err.kind], details: err.message });
  if (err instanceof ZodError)
    return answered({ code: grpc.status.INVALID_ARGUMENT, details: zodMessage(err) });
  if (isStoreUnavailable(err)) {
    logger.warn({ err, method }, 'the store did not answer');
    return answered({ code: grpc.status.UNAVAILABLE, details: STORE_UNAVAILABLE_MESSAGE });
  }
  logger.error({ err, method }, 'unhandled error in gRPC handler');
  return answered({ code: grpc.status.INTERNAL, details: 'Internal error' });
}

/**
 * The caller's absolute deadline: the instant its metadata carries (call-deadline.ts), else the
 * one gRPC derived from the relative timeout when this server read the call, else none.
 */
function callerDeadline(call: grpc.ServerUnaryCall<unknown, unknown>): number {
  const sent = Number(call.metadata.get(DEADLINE_METADATA_KEY)[0]);
  if (Number.isFinite(sent) && sent > 0) return sent;
  const derived = call.getDeadline();
  const at = derived instanceof Date ? derived.getTime() : derived;
  return Number.isFinite(at) ? at : Number.MAX_SAFE_INTEGER;
}

/**
 * Runs a use case for a call whose caller is still waiting, in that caller's deadline (so every
 * call it makes carries it on). A call read after its caller gave up, e.g. one that sat in the
 * socket of a paused process, is refused before anything runs.
 */
export function unaryHandler<Req, Res>(
  logger: pino.Logger,
  fn: (req: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    const deadline = callerDeadline(call as grpc.ServerUnaryCall<unknown, unknown>);
    if (Date.now() >= deadline - COMMIT_MARGIN_MS) {
      callback(answered({ code: grpc.status.DEADLINE_EXCEEDED, details: CALLER_GONE_MESSAGE }));
      return;
    }
    runWithDeadline(deadline, (cancel) => {
      call.on('cancelled', cancel);
      fn(call.request, call).then(
        (res) => callback(null, res),
        (err: unknown) => callback(toServiceError(err, logger, call.getPath())),
      );
    });
  };
}
