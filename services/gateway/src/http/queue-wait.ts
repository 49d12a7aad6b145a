// Admission by queueing time (issue 28), in the manner of CoDel: the edge stamps each request with
// the moment it handed it on (X-Request-Start: t=<unix ms>), so the gateway sees how long it sat
// in sockets and behind a busy event loop before any work began, which no count of work in flight
// shows. A queue that drains is fine; a standing one (every request of an interval waited longer
// than the target) means more arrives than is served, so from then on a request that already
// waited past the target is refused at once, and the queue drains instead of every answer being
// late. Whatever the queue, one that waited a whole interval is refused: it is late already. Only
// while there is work enough to queue behind (ADMISSION_QUEUE_MIN_WORK): a late request on a quiet
// gateway met a busy host, not an overload, and refusing it would help no one.
import type http from 'node:http';
import { z } from 'zod';

export const queueWaitEnv = {
  // The wait a request may have had before the gateway takes it up, in ms (40 is a start: above
  // CoDel's 5 ms, since on a busy two-core host scheduling alone delays a process by several ms).
  // Off (0) by default until tuned: on CI's oversubscribed host it shed the fault tests' reads.
  ADMISSION_QUEUE_TARGET_MS: z.coerce.number().int().min(0).default(0),
  // How long every wait must stay over the target before the queue counts as standing, in ms; a
  // request that waited this long is refused in any case (it could not keep a 250 ms p99).
  ADMISSION_QUEUE_INTERVAL_MS: z.coerce.number().int().positive().default(250),
  // A few requests at work are no overload, however late they came (a busy host, a pause of the
  // process): below this much work admitted (work-admission.ts), nothing is refused for waiting.
  ADMISSION_QUEUE_MIN_WORK: z.coerce.number().int().min(0).default(16),
};

export interface QueueWait {
  /** true: refuse this request, which waited `waitedMs` before reaching the gateway */
  tooLate(waitedMs: number, now?: number): boolean;
  /** whether the queue is standing now (for metrics) */
  readonly standing: boolean;
}

export function createQueueWait(opts: { targetMs: number; intervalMs: number }): QueueWait | null {
  if (opts.targetMs === 0) return null;
  let intervalStart = -Infinity;
  let lowest = Infinity;
  let standing = false;
  return {
    get standing() {
      return standing;
    },
    tooLate(waitedMs, now = Date.now()) {
      if (now - intervalStart >= opts.intervalMs) {
        // a quiet interval (no request at all) says the queue is empty
        standing = lowest !== Infinity && lowest > opts.targetMs && now - intervalStart < 2 * opts.intervalMs;
        intervalStart = now;
        lowest = Infinity;
      }
      lowest = Math.min(lowest, waitedMs);
      return waitedMs > opts.intervalMs || (standing && waitedMs > opts.targetMs);
    },
  };
}

/**
 * How long ago the edge handed this request on, in ms; null without a stamp, or when the peer is
 * no trusted proxy (a client's own header says nothing).
 */
export function waitedMs(req: http.IncomingMessage, peerTrusted: boolean, now = Date.now()): number | null {
  if (!peerTrusted) return null;
  const stamp = /^t=(\d{13})$/.exec(String(req.headers['x-request-start'] ?? ''));
  if (!stamp) return null;
  return Math.max(0, now - Number(stamp[1]));
}
