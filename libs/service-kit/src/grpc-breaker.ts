// Calls to a service that has stopped answering fail fast (issue 13). Each client gets an opossum
// circuit breaker: once five calls in a row, or most recent calls, ended without an answer from the
// service (unreachable, or silent until the caller's deadline, e.g. a paused process), calls are
// refused at once as UNAVAILABLE, so the gateway answers 503 in milliseconds instead of after the
// whole deadline; a moment later one trial call decides whether the service is back. Answers the
// service gave itself (not found, invalid, its own "unavailable"...) never count against it.
import * as grpc from '@grpc/grpc-js';
import CircuitBreaker from 'opossum';
import { ANSWERED_METADATA_KEY, isGrpcError } from './grpc-errors';

export const CIRCUIT_OPEN_MESSAGE = 'The service is not answering; calls to it are refused for a moment';

/** How long calls are refused before one trial call. */
const BREAKER_RESET_MS = 1000;
/** Unanswered calls in a row that open the circuit whatever the window's rate. */
const SILENT_IN_A_ROW = 5;

type Call = () => Promise<unknown>;
const breakers = new WeakMap<grpc.Client, CircuitBreaker<[Call], unknown>>();

/** The service did not answer: a transport failure or the deadline, with no trailer of its own. */
function silent(err: unknown): boolean {
  if (!isGrpcError(err)) return false;
  if (err.code !== grpc.status.UNAVAILABLE && err.code !== grpc.status.DEADLINE_EXCEEDED) return false;
  return err.metadata?.get(ANSWERED_METADATA_KEY).length === 0;
}

function newBreaker(): CircuitBreaker<[Call], unknown> {
  const breaker = new CircuitBreaker((call: Call) => call(), {
    timeout: false, // every call has its deadline already
    // Five calls at least, more than half of them unanswered: one paused replica of two or more
    // (its share of the calls failing) does not cut off the healthy ones.
    volumeThreshold: 5,
    errorThresholdPercentage: 50,
    rollingCountTimeout: 10_000,
    resetTimeout: BREAKER_RESET_MS,
    errorFilter: (err: unknown) => !silent(err), // true: not a failure of the service
  });
  // Also open after five unanswered calls in a row: the answers from before a service froze keep
  // the window's rate down for seconds, while every call made since waits its whole deadline. An
  // answer (a filtered error included) counts as a success and starts the count again.
  let silentInARow = 0;
  breaker.on('success', () => {
    silentInARow = 0;
  });
  breaker.on('failure', () => {
    silentInARow += 1;
    if (silentInARow >= SILENT_IN_A_ROW && !breaker.opened) breaker.open();
  });
  return breaker;
}

function breakerOf(client: grpc.Client): CircuitBreaker<[Call], unknown> {
  let breaker = breakers.get(client);
  if (!breaker) {
    breaker = newBreaker();
    breakers.set(client, breaker);
  }
  return breaker;
}

function circuitOpen(): grpc.ServiceError {
  return Object.assign(new Error(`${grpc.status.UNAVAILABLE} UNAVAILABLE: ${CIRCUIT_OPEN_MESSAGE}`), {
    code: grpc.status.UNAVAILABLE,
    details: CIRCUIT_OPEN_MESSAGE,
    metadata: new grpc.Metadata(),
  });
}

/** Runs one call of `client` through its breaker; refused at once (UNAVAILABLE) while it is open. */
export function throughBreaker<T>(client: grpc.Client, call: () => Promise<T>): Promise<T> {
  return breakerOf(client)
    .fire(call)
    .then(
      (res) => res as T,
      (err: unknown) => {
        if ((err as { code?: unknown }).code === 'EOPENBREAKER') throw circuitOpen();
        throw err;
      },
    );
}
