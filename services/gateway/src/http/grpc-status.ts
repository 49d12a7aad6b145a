// gRPC status → HTTP status (DESIGN §7). The service's message is passed through only for codes
// that carry a user-facing message; transport and internal failures get a fixed text, so nothing
// internal (addresses, stacks) leaks to the browser.
import { status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
import { serverMessages, type ErrorBody } from '@sonic-nexus/contract';

const HTTP_BY_CODE: Partial<Record<GrpcStatus, number>> = {
  [GrpcStatus.INVALID_ARGUMENT]: 400,
  [GrpcStatus.FAILED_PRECONDITION]: 400,
  [GrpcStatus.OUT_OF_RANGE]: 400,
  [GrpcStatus.UNAUTHENTICATED]: 401,
  [GrpcStatus.PERMISSION_DENIED]: 403,
  [GrpcStatus.NOT_FOUND]: 404,
  [GrpcStatus.ALREADY_EXISTS]: 409,
  [GrpcStatus.ABORTED]: 409,
  [GrpcStatus.RESOURCE_EXHAUSTED]: 429,
  [GrpcStatus.UNAVAILABLE]: 503,
  [GrpcStatus.DEADLINE_EXCEEDED]: 503,
  [GrpcStatus.UNIMPLEMENTED]: 501,
};

const FIXED_MESSAGE: Record<number, string> = {
  503: serverMessages.serviceUnavailable,
  500: serverMessages.internal,
};

export function isGrpcError(err: unknown): err is ServiceError {
  return (
    err instanceof Error &&
    typeof (err as Partial<ServiceError>).code === 'number' &&
    typeof (err as Partial<ServiceError>).details === 'string'
  );
}

export function httpFromGrpc(err: ServiceError): { status: number; body: ErrorBody } {
  const status = HTTP_BY_CODE[err.code as GrpcStatus] ?? 500;
  const message = FIXED_MESSAGE[status] ?? (err.details || serverMessages.internal);
  return { status, body: { message } };
}
