import { readFileSync } from 'node:fs';
import net from 'node:net';

// Why not `listen(0)`: the OS picks that port from its ephemeral range, the same range every
// outgoing connection (FerretDB → PostgreSQL, gRPC clients, NATS) takes its local port from; between
// closing the probe and the child binding it, a client socket can take it (EADDRINUSE, seen in CI).
// So listener ports come from below the ephemeral range, each jest worker has its own slice, and
// this process never hands the same port out twice.

const FIRST_PORT = 20_000;
const SLICES = 16;
const handedOut = new Set<number>();

function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > FIRST_PORT + SLICES * 100 ? port : 32_768;
  } catch {
    return 32_768; // Linux's default lower bound
  }
}

function slice(): { low: number; size: number } {
  const size = Math.floor((ephemeralStart() - FIRST_PORT) / SLICES);
  const worker = Number(process.env.JEST_WORKER_ID ?? 0) % SLICES;
  return { low: FIRST_PORT + worker * size, size };
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now and no client socket will take, so tests run beside `npm start`. */
export async function freePort(): Promise<number> {
  const { low, size } = slice();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * size);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port in ${low}-${low + size - 1} after 200 tries`);
}
