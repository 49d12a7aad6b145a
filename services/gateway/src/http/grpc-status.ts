// gRPC status → HTTP status (DESIGN §7). The service's message is passed through only for codes
// that carry a user-facing message; transport and internal failures get a fixed text, so nothing
// internal (addresses, stacks) leaks to the browser.
import { status, type ServiceError } from '@grpc/grpc-js';
import { serverMessages, type ErrorBody } from '@sonic-nexus/contract';
import { CALLER_GONE_MESSAGE } from '@sonic-nexus/service-kit';

/** Each HTTP status with the gRPC codes it answers; any other code is a 500. */
const CODES_BY_HTTP: Record<number, status[]> = {
  400: [status.INVALID_ARGUMENT, status.FAILED_PRECONDITION, status.OUT_OF_RANGE],
  401: [status.UNAUTHENTICATED],
  403: [status.PERMISSION_DENIED],
  404: [status.NOT_FOUND],
  409: [status.ALREADY_EXISTS, status.ABORTED],
  429: [status.RESOURCE_EXHAUSTED],
  501: [status.UNIMPLEMENTED],
  503: [status.UNAVAILABLE, status.DEADLINE_EXCEEDED],
};

const HTTP_BY_CODE = new Map(
  Object.entries(CODES_BY_HTTP).flatMap(([http, codes]) =>
    codes.map((code) => [code, Number(http)] as const),
  ),
);

const FIXED_MESSAGE: Record<number, string> = {
  503: serverMessages.serviceUnavailable,
  500: serverMessages.internal,
};

/** Texts of the contract a service may answer UNAVAILABLE with (e.g. search away): shown as they are. */
const CONTRACT_MESSAGES = new Set<string>(Object.values(serverMessages));

/**
 * A call that ran out of time unanswered (not one the service refused as too late, which did
 * nothing: call-deadline.ts). The service may have carried it out.
 */
const outOfTime = (err: ServiceError) =>
  err.code === status.DEADLINE_EXCEEDED && err.details !== CALLER_GONE_MESSAGE;

/**
 * @param write the request may change something (any method but GET and HEAD). Its call that ran
 *   out of time may have been carried out all the same (the service froze after its store wrote),
 *   so that is a 504, never a 503: a 503 means nothing was written.
 */
export function httpFromGrpc(err: ServiceError, write = false): { status: number; body: ErrorBody } {
  if (write && outOfTime(err)) return { status: 504, body: { message: serverMessages.writeOutcomeUnknown } };
  const httpStatus = HTTP_BY_CODE.get(err.code) ?? 500;
  const fixed = CONTRACT_MESSAGES.has(err.details) ? undefined : FIXED_MESSAGE[httpStatus];
  const message = fixed ?? (err.details || serverMessages.internal);
  return { status: httpStatus, body: { message } };
}
