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
import { waitedMs, type QueueWait } from './queue-wait';
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
  /** refuses what waited too long before it got here (queue-wait.ts); absent: off */
  queue?: QueueWait | null;
  /** ...while this much work or more is admitted (work-admission.ts) */
  queueMinWork?: number;
  admittedWork?: () => number;
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

/** A body up to this size usually arrives with its headers: read and dropped rather than the connection closed. */
const SMALL_BODY_BYTES = 16 * 1024;
/** Tells the edge (deploy/local/Caddyfile) to close the client's connection too: a body is still unread. */
const UNREAD_BODY_HEADER = 'x-unread-body';

function sendRefusal(res: http.ServerResponse, close: boolean): void {
  res.writeHead(503, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
    ...(close ? { connection: 'close', [UNREAD_BODY_HEADER]: '1' } : {}),
  });
  res.end(JSON.stringify({ message: serverMessages.serviceUnavailable }));
}

/**
 * A refusal keeps its connection when it can: reconnecting costs the client, the edge and the
 * gateway more than the refusal itself, and a flood of refusals must stay cheap. A large or
 * chunked body is not read: the connection is closed. A small one is given the moment its
 * headers' packet takes to be parsed; still incomplete then (a slow sender), it is closed too.
 */
function refuse(req: http.IncomingMessage, res: http.ServerResponse): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!chunked && declared === 0) return sendRefusal(res, false);
  if (chunked || !(declared <= SMALL_BODY_BYTES)) return sendRefusal(res, true);
  req.resume(); // dropped as it arrives
  setImmediate(() => sendRefusal(res, !req.complete));
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

  const { queue, queueMinWork = 0, admittedWork = () => Infinity } = limits;
  const admit = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const client = proxyaddr(req, trust);
    const waited = queue ? waitedMs(req, trust(req.socket.remoteAddress ?? '', 0)) : null;
    // tooLate() is asked every time: each wait counts towards the interval's lowest. A client with
    // nothing else in flight is not refused for waiting: a queue is shed from those who fill it.
    if (
      waited !== null &&
      queue?.tooLate(waited) &&
      admittedWork() >= queueMinWork &&
      inFlightFrom.get(client) > 0
    ) {
      refuse(req, res);
      return false;
    }
    if (
      inFlight >= limits.maxInFlight ||
      inFlightFrom.get(client) >= perClient ||
      openFrom.get(client) >= limits.maxOpenPerClient
    ) {
      refuse(req, res);
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
