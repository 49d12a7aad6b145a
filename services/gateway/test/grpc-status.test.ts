// gRPC status → HTTP status and message, per DESIGN §7.
import { Metadata, status } from '@grpc/grpc-js';
import type { ServiceError } from '@grpc/grpc-js';
import { serverMessages } from '@sonic-nexus/contract';
import { CALLER_GONE_MESSAGE, isGrpcError } from '@sonic-nexus/service-kit';
import { httpFromGrpc } from '../src/http/grpc-status';

function grpcError(code: status, details: string): ServiceError {
  return Object.assign(new Error(`${code} ${details}`), { code, details, metadata: new Metadata() });
}

describe('httpFromGrpc', () => {
  it.each([
    [status.INVALID_ARGUMENT, 400],
    [status.UNAUTHENTICATED, 401],
    [status.PERMISSION_DENIED, 403],
    [status.NOT_FOUND, 404],
    [status.ALREADY_EXISTS, 409],
    [status.RESOURCE_EXHAUSTED, 429],
    [status.UNIMPLEMENTED, 501],
  ])('maps code %i to %i with the service message', (code, http) => {
    expect(httpFromGrpc(grpcError(code, 'Username already taken'))).toEqual({
      status: http,
      body: { message: 'Username already taken' },
    });
  });

  it.each([
    [status.UNAVAILABLE, 503, serverMessages.serviceUnavailable],
    [status.DEADLINE_EXCEEDED, 503, serverMessages.serviceUnavailable],
    [status.INTERNAL, 500, serverMessages.internal],
    [status.UNKNOWN, 500, serverMessages.internal],
  ])('hides the details of code %i', (code, http, message) => {
    expect(httpFromGrpc(grpcError(code, 'connect ECONNREFUSED 10.0.0.7:50052'))).toEqual({
      status: http,
      body: { message },
    });
  });

  it("passes a 503 through when its text is the contract's own (search away), never a transport's", () => {
    expect(httpFromGrpc(grpcError(status.UNAVAILABLE, serverMessages.searchUnavailable))).toEqual({
      status: 503,
      body: { message: serverMessages.searchUnavailable },
    });
  });

  describe('for a write (a 503 means nothing was written)', () => {
    it('answers 504 when its call ran out of time: the service may have carried it out', () => {
      const outOfTime = grpcError(status.DEADLINE_EXCEEDED, 'Deadline exceeded after 2.001s');
      expect(httpFromGrpc(outOfTime, true)).toEqual({
        status: 504,
        body: { message: serverMessages.writeOutcomeUnknown },
      });
      // A read did nothing either way.
      expect(httpFromGrpc(outOfTime, false)).toEqual({
        status: 503,
        body: { message: serverMessages.serviceUnavailable },
      });
    });

    it('answers 503 when the service refused the call as too late, or was away', () => {
      expect(httpFromGrpc(grpcError(status.DEADLINE_EXCEEDED, CALLER_GONE_MESSAGE), true)).toEqual({
        status: 503,
        body: { message: serverMessages.serviceUnavailable },
      });
      expect(httpFromGrpc(grpcError(status.UNAVAILABLE, 'No connection established'), true)).toEqual({
        status: 503,
        body: { message: serverMessages.serviceUnavailable },
      });
    });
  });

  it('recognises only gRPC errors', () => {
    expect(isGrpcError(grpcError(status.NOT_FOUND, 'x'))).toBe(true);
    expect(isGrpcError(new Error('plain'))).toBe(false);
    expect(isGrpcError({ code: 5, details: 'not an Error' })).toBe(false);
  });
});
