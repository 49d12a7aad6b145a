// Overload degrades instead of queueing (issue 13): past a bound of requests in flight, the
// gateway answers 503 at once, with Retry-After and before reading the body, instead of letting a
// queue grow until every caller times out. A 503 from here has done nothing.
import type http from 'node:http';
import { serverMessages, UNREAD_COUNT_STREAM_PATH } from '@sonic-nexus/contract';
import { z } from 'zod';
import { SECURITY_HEADERS } from './security-headers';

export const loadSheddingEnv = {
  // Requests in flight at once in one gateway; more are refused with 503 and Retry-After.
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().positive().default(512),
};

/** Seconds a client refused with 503 is asked to wait: long enough for a burst to drain. */
export const RETRY_AFTER_SECONDS = 1;

/** Long-lived by design (server-sent events): not in flight in the sense of work being done. */
const LONG_LIVED = new Set([UNREAD_COUNT_STREAM_PATH]);

export interface LoadShedder {
  /** true: the request may proceed (counted until its response closes); false: answered 503. */
  admit(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  readonly inFlight: number;
}

export function createLoadShedder(maxInFlight: number): LoadShedder {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    admit(req, res) {
      if (LONG_LIVED.has((req.url ?? '').split('?')[0] ?? '')) return true;
      if (inFlight >= maxInFlight) {
        res.writeHead(503, {
          ...SECURITY_HEADERS,
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(RETRY_AFTER_SECONDS),
          'cache-control': 'no-store',
          connection: 'close', // the unread body is not drained
        });
        res.end(JSON.stringify({ message: serverMessages.serviceUnavailable }));
        return false;
      }
      inFlight += 1;
      res.once('close', () => {
        inFlight -= 1;
      });
      return true;
    },
  };
}
