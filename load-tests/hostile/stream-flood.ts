// The stream floods of issue 27: one session opens unread-count streams again and again, under the
// exact path and under spellings a loose router would also serve (a trailing slash, other
// letter case), and keeps every one it gets open until the flood ends.
import http from 'node:http';

export interface StreamFloodOptions {
  origin: string;
  cookie: string;
  /** every attempt goes to the next of these paths in turn */
  paths: readonly string[];
  attempts: number;
  /** attempts in flight at once */
  concurrency: number;
  localAddress: string;
  /** how long the streams obtained are held after the last attempt */
  holdMs: number;
}

export interface StreamFloodResult {
  /** answers by status (200: a stream was opened and held) */
  statuses: Record<string, number>;
  /** attempts with no answer (connection refused, reset or timed out) */
  failed: number;
}

export async function streamFlood(opts: StreamFloodOptions): Promise<StreamFloodResult> {
  const { hostname, port } = new URL(opts.origin);
  const statuses: Record<string, number> = {};
  const held: http.IncomingMessage[] = [];
  let failed = 0;
  let next = 0;

  const attempt = (path: string) =>
    new Promise<void>((resolve) => {
      const req = http.get(
        {
          host: hostname,
          port: Number(port),
          path,
          agent: false,
          localAddress: opts.localAddress,
          headers: { cookie: opts.cookie, accept: 'text/event-stream' },
          timeout: 10_000,
        },
        (res) => {
          const status = String(res.statusCode);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (res.statusCode === 200) {
            // The timeout is for getting an answer: a stream held is quiet between heartbeats,
            // and destroying it here would give its place back to the flood.
            req.setTimeout(0);
            held.push(res);
            res.on('data', () => undefined); // read the pushed counts, as a browser would
            res.on('error', () => undefined);
          } else {
            res.resume();
          }
          resolve();
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        failed += 1;
        resolve();
      });
    });

  const worker = async () => {
    while (next < opts.attempts) {
      const path = opts.paths[next % opts.paths.length] ?? opts.paths[0] ?? '/';
      next += 1;
      await attempt(path);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  await new Promise((resolve) => setTimeout(resolve, opts.holdMs));
  for (const res of held) res.destroy();
  return { statuses, failed };
}
