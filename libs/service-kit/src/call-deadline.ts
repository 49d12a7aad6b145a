// One deadline policy for every call (issue 13). A request gets one absolute deadline where it
// enters the platform (the gateway, or a service's own background work), and every gRPC hop made
// on its behalf carries that same instant in metadata. A server refuses work whose caller has
// gone: gRPC's own `grpc-timeout` is relative to when the server read the call, so a call that sat
// in the socket of a paused process would look fresh to it; the absolute instant does not.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DomainError } from './domain-error';

/** Metadata key of the caller's deadline, as epoch milliseconds. */
export const DEADLINE_METADATA_KEY = 'sn-deadline-ms';

/** The budget of a call made outside any request (background work, probes, tests). */
export const DEFAULT_CALL_BUDGET_MS = 5000;

/**
 * Work is not started this close to its caller's deadline: a write that starts later might land
 * after the caller has answered 503, which must mean nothing was written.
 */
export const COMMIT_MARGIN_MS = 250;

export const CALLER_GONE_MESSAGE = 'The caller stopped waiting before this call could be carried out';

interface CallContext {
  deadline: number;
  cancelled: boolean;
}

const calls = new AsyncLocalStorage<CallContext>();

/**
 * Runs `work` (and every async continuation of it) on behalf of a caller waiting until `deadline`;
 * `work` gets the function that marks this call given up (its client cancelled or went away).
 */
export function runWithDeadline<T>(deadline: number, work: (cancel: () => void) => T): T {
  const context: CallContext = { deadline, cancelled: false };
  return calls.run(context, () =>
    work(() => {
      context.cancelled = true;
    }),
  );
}

/** The current caller's deadline (epoch ms), or undefined outside any call. */
export function currentDeadline(): number | undefined {
  return calls.getStore()?.deadline;
}

/** true when the current caller is still waiting with time enough to start a write. */
function callerWaiting(now: number = Date.now()): boolean {
  const store = calls.getStore();
  return !store || (!store.cancelled && now < store.deadline - COMMIT_MARGIN_MS);
}

/**
 * Called right before a call commits anything: throws 'deadline' (nothing written) when its caller
 * has gone or is about to. Outside a call (events, background work) it never throws.
 */
export function assertCallerWaiting(now: number = Date.now()): void {
  if (!callerWaiting(now)) throw new DomainError('deadline', CALLER_GONE_MESSAGE);
}
