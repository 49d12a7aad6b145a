// The saturation load generator: autocannon, in this process, with a fixed number of connections.
// The fixed-rate run is k6's (at-rate.ts).
import autocannon from 'autocannon';

export interface LoadFigures {
  /** successful (2xx) answers per second */
  rps: number;
  /** latency percentiles, ms */
  p50: number;
  p99: number;
  /** connection errors and timeouts, plus answers that were not 2xx */
  errors: number;
  requests: number;
  seconds: number;
}

async function run(opts: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ timeout: 10, ...opts });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    rps: seconds > 0 ? result['2xx'] / seconds : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result['2xx'] + result.non2xx,
    seconds,
  };
}

/** As many requests as `connections` closed-loop connections get answered. */
export function saturate(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  return run({ url, connections, duration: seconds });
}

/**
 * Like `saturate`, but every request carries a query parameter of its own (`_=1`, `_=2`…), which
 * the API ignores and the gateway's public-read cache keys on: each one takes the service path.
 */
export function saturateUncached(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const target = new URL(url);
  let nonce = 0;
  const path = `${target.pathname}${target.search}${target.search ? '&' : '?'}_=`;
  return run({
    url: target.origin,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          nonce += 1;
          return { ...req, path: `${path}${nonce}` };
        },
      },
    ],
  });
}
