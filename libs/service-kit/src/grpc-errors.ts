// The one place where errors become gRPC statuses (server side) and are recognised (client side).
import * as grpc from '@grpc/grpc-js';
import type pino from 'pino';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from './domain-error';

const STATUS_BY_KIND: Record<DomainErrorKind, grpc.status> = {
  invalid: grpc.status.INVALID_ARGUMENT,
  unauthenticated: grpc.status.UNAUTHENTICATED,
  forbidden: grpc.status.PERMISSION_DENIED,
  'not-found': grpc.status.NOT_FOUND,
  conflict: grpc.status.ALREADY_EXISTS,
  precondition: grpc.status.FAILED_PRECONDITION,
  unavailable: grpc.status.UNAVAILABLE,
};

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
  if (err instanceof DomainError) return { code: STATUS_BY_KIND[err.kind], details: err.message };
  if (err instanceof ZodError) return { code: grpc.status.INVALID_ARGUMENT, details: zodMessage(err) };
  logger.error({ err, method }, 'unhandled error in gRPC handler');
  return { code: grpc.status.INTERNAL, details: 'Internal error' };
}

export function unaryHandler<Req, Res>(
  logger: pino.Logger,
  fn: (req: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    fn(call.request, call).then(
      (res) => callback(null, res),
      (err: unknown) => callback(toServiceError(err, logger, call.getPath())),
    );
  };
}
