import * as grpc from '@grpc/grpc-js';
import type pino from 'pino';
import { ZodError } from 'zod';

/** An error a use case throws on purpose; its code and message reach the caller unchanged. */
class GrpcStatusError extends Error implements grpc.ServiceError {
  readonly metadata = new grpc.Metadata();
  constructor(
    readonly code: grpc.status,
    readonly details: string,
  ) {
    super(details);
    this.name = 'GrpcStatusError';
  }
}

export function grpcError(code: grpc.status, message: string): grpc.ServiceError {
  return new GrpcStatusError(code, message);
}

export function isGrpcError(err: unknown): err is grpc.ServiceError {
  return err instanceof GrpcStatusError;
}

function zodMessage(err: ZodError): string {
  return err.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/** Anything unexpected becomes INTERNAL with a generic text: internals never leak to callers. */
export function toServiceError(
  err: unknown,
  logger: pino.Logger,
  method: string,
): Partial<grpc.ServiceError> {
  if (err instanceof GrpcStatusError) return err;
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
