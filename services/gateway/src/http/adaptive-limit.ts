// How much work the gateway admits at once, measured rather than guessed (issue 28): the limit
// follows the latency of the work it admitted. Each window, when the slow end (p90) of the answers
// given in it is over the target, the limit shrinks in proportion (so the queue that made them
// slow drains); while they are within it and the limit was in use, it grows by its square root.
// Beyond the limit a request is refused at once (503), so what is admitted keeps its latency
// instead of everything queueing until every caller times out. In the spirit of TCP Vegas and
// Netflix's gradient limits, kept this small on purpose: a library of it for Node would bring a
// framework (fastify's under-pressure watches the event loop, not the work's latency).

export interface AdaptiveLimitOptions {
  /** the p90 latency admitted work should keep, ms */
  targetMs: number;
  min: number;
  max: number;
  initial: number;
  /** how long a window of samples lasts, ms */
  windowMs: number;
  /** fewer samples than this in a window say nothing: the limit stays */
  minSamples: number;
}

export interface AdaptiveLimit {
  readonly limit: number;
  /** one answer of admitted work: its latency, and how much work was in flight when it began */
  sample(latencyMs: number, inFlightAtStart: number, now?: number): void;
}

const P90 = 0.9;
/** Never shrink by more than half in one window: one slow window is no collapse. */
const MAX_DECREASE = 0.5;

function p90(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * P90))] ?? 0;
}

export function createAdaptiveLimit(opts: AdaptiveLimitOptions): AdaptiveLimit {
  let limit = Math.min(opts.max, Math.max(opts.min, opts.initial));
  let windowStart: number | null = null;
  let latencies: number[] = [];
  let busiest = 0;

  const closeWindow = () => {
    if (latencies.length >= opts.minSamples) {
      const slow = p90(latencies);
      if (slow > opts.targetMs) {
        limit = Math.max(opts.min, Math.floor(limit * Math.max(MAX_DECREASE, opts.targetMs / slow)));
      } else if (busiest >= limit * 0.8) {
        limit = Math.min(opts.max, limit + Math.max(1, Math.round(Math.sqrt(limit))));
      }
    }
    latencies = [];
    busiest = 0;
  };

  return {
    get limit() {
      return limit;
    },
    sample(latencyMs, inFlightAtStart, now = Date.now()) {
      if (windowStart === null) windowStart = now;
      else if (now - windowStart >= opts.windowMs) {
        closeWindow();
        windowStart = now;
      }
      latencies.push(latencyMs);
      busiest = Math.max(busiest, inFlightAtStart);
    },
  };
}
