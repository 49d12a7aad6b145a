// Someone else using the site while an attack runs: a feed page, a sign-in and the health report,
// one after another from their own address, each answer's status and time kept.
import http from 'node:http';

export interface BystanderOptions {
  origin: string;
  publicUrl: string;
  username: string;
  password: string;
  localAddress: string;
}

export interface BystanderResult {
  /** every answer's status by call, e.g. {feed: {200: 40}} */
  statuses: Record<string, Record<string, number>>;
  /** times of every answer, ms */
  latencies: number[];
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

function send(opts: BystanderOptions, call: Call): Promise<{ status: string; ms: number }> {
  const { hostname, port } = new URL(opts.origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: hostname,
        port: Number(port),
        method: call.method,
        path: call.path,
        agent: false,
        localAddress: opts.localAddress,
        timeout: 15_000,
        headers: call.body
          ? {
              origin: opts.publicUrl,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(call.body),
            }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: String(res.statusCode), ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 'no answer', ms: performance.now() - started }));
    req.end(call.body);
  });
}

/** Keeps calling until `until` resolves; a short pause between calls, as a person clicks. */
export async function bystander(
  opts: BystanderOptions,
  until: Promise<unknown>,
  pauseMs = 100,
): Promise<BystanderResult> {
  const calls: Call[] = [
    { name: 'feed', method: 'GET', path: '/api/playlists?page=1&limit=10' },
    {
      name: 'login',
      method: 'POST',
      path: '/api/login',
      body: JSON.stringify({ username: opts.username, password: opts.password }),
    },
    { name: 'health', method: 'GET', path: '/api/health' },
  ];
  const result: BystanderResult = { statuses: {}, latencies: [] };
  let done = false;
  void until.finally(() => (done = true));
  for (let i = 0; !done; i += 1) {
    const call = calls[i % calls.length] as Call;
    const { status, ms } = await send(opts, call);
    const byStatus = (result.statuses[call.name] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    result.latencies.push(ms);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return result;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
