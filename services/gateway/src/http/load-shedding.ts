// Overload degrades instead of queueing (issue 13), and no one client can take every slot
// (issue 27). Past a bound of requests in flight, the gateway answers 503 at once, with
// Retry-After and before reading the body; each client address (as the trusted edge forwards it)
// may use only its share of that bound, and only so many open requests of any kind. A 503 from
// here has done nothing.
import type http from 'node:http';
import { serverMessages } from '@sonic-nexus/contract';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { KeyCounts } from './key-counts';
import { SECURITY_HEADERS } from './security-headers';

const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const loadSheddingEnv = {
  // Requests doing work at once in one gateway; more are refused with 503 and Retry-After.
  MAX_IN_FLIGHT_REQUESTS: positive(512),
  // One client address's share of them (unset: half the budget), so a flood from one address
  // leaves the other half to everyone else.
  MAX_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().positive().optional(),
  // Requests of any kind (streams and slow uploads included) open at once from one address. High
  // enough for a load test of 800 users from one address; a bound on memory and file handles.
  MAX_CONNECTIONS_PER_CLIENT: positive(1024),
};

/** Seconds a client refused with 503 is asked to wait: long enough for a burst to drain. */
export const RETRY_AFTER_SECONDS = 1;

export interface AdmissionLimits {
  maxInFlight: number;
  maxInFlightPerClient?: number;
  maxOpenPerClient: number;
}

/** An admitted request's place, held until its response closes. */
export interface Admission {
  /**
   * The matched route is long-lived by design (server-sent events): its place in the in-flight
   * budget is given back, while it still counts among the client's open requests.
   */
  becomeLongLived(): void;
  /** Called once the request becomes long-lived (other places it holds give theirs back). */
  onLongLived(listener: () => void): void;
}

export interface LoadShedder {
  /** true: the request may proceed (counted until its response closes); false: answered 503. */
  admit(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

const admissions = new WeakMap<http.IncomingMessage, Admission>();

/** The place the shedder gave this request (absent when the app runs without one, as in tests). */
export function admissionOf(req: http.IncomingMessage): Admission | undefined {
  return admissions.get(req);
}

function refuse(res: http.ServerResponse): void {
  res.writeHead(503, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
    connection: 'close', // the unread body is not drained
  });
  res.end(JSON.stringify({ message: serverMessages.serviceUnavailable }));
}

/**
 * Runs before express, so a refused request costs as little as possible. `trust` is the app's
 * compiled `trust proxy` (the same rule as `req.ip`), so only a trusted edge's X-Forwarded-For
 * decides whose share a request takes.
 */
export function createLoadShedder(
  limits: AdmissionLimits,
  trust: (address: string, hop: number) => boolean,
): LoadShedder {
  const perClient = limits.maxInFlightPerClient ?? Math.max(1, Math.floor(limits.maxInFlight / 2));
  let inFlight = 0;
  const inFlightFrom = new KeyCounts();
  const openFrom = new KeyCounts();

  const admit = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const client = proxyaddr(req, trust);
    if (
      inFlight >= limits.maxInFlight ||
      inFlightFrom.get(client) >= perClient ||
      openFrom.get(client) >= limits.maxOpenPerClient
    ) {
      refuse(res);
      return false;
    }
    let working = true;
    inFlight += 1;
    inFlightFrom.add(client, 1);
    openFrom.add(client, 1);
    const stopWorking = () => {
      if (!working) return;
      working = false;
      inFlight -= 1;
      inFlightFrom.add(client, -1);
    };
    res.once('close', () => {
      stopWorking();
      openFrom.add(client, -1);
    });
    const listeners: (() => void)[] = [];
    admissions.set(req, {
      becomeLongLived: () => {
        stopWorking();
        for (const listener of listeners.splice(0)) listener();
      },
      onLongLived: (listener) => listeners.push(listener),
    });
    return true;
  };

  return { admit };
}
