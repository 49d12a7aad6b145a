// The windows in a NATS JetStream KV bucket that every gateway replica shares, so N replicas
// keep one limit rather than N. A window is one key, changed only by compare-and-set on its
// revision (create when absent, update at the revision read), retried when another replica
// wrote in between. The bucket forgets a key after the longest window.
import { createHash } from 'node:crypto';
import type { KV, NatsConnection } from 'nats';
import type { TakeResult, Window, WindowStore } from './window-store';

const CAS_ATTEMPTS = 20;

/** KV keys allow few characters, and an account name or address has no business in the store. */
const keyOf = (id: string) => createHash('sha256').update(id).digest('hex');

const encode = (w: Window) => new TextEncoder().encode(JSON.stringify(w));

async function read(kv: KV, key: string): Promise<{ w: Window | null; revision: number }> {
  const entry = await kv.get(key);
  if (!entry) return { w: null, revision: 0 };
  if (entry.operation !== 'PUT') return { w: null, revision: entry.revision };
  return { w: entry.json<Window>(), revision: entry.revision };
}

/** JetStream's "wrong last sequence": another writer changed the key since it was read. */
const WRONG_LAST_SEQUENCE = 10071;
const lostRace = (err: unknown) =>
  (err as { api_error?: { err_code?: number } } | null)?.api_error?.err_code === WRONG_LAST_SEQUENCE;

/** Writes at the revision read (0: the key must not exist); false when another writer got there first. */
async function write(kv: KV, key: string, w: Window, revision: number): Promise<boolean> {
  try {
    if (revision === 0) await kv.create(key, encode(w));
    else await kv.update(key, encode(w), revision);
    return true;
  } catch (err) {
    if (lostRace(err)) return false;
    throw err;
  }
}

export async function createNatsWindowStore(
  nc: NatsConnection,
  opts: { bucket: string; maxWindowMs: number },
): Promise<WindowStore> {
  const kv = await (await nc.jetstream()).views.kv(opts.bucket, { history: 1, ttl: opts.maxWindowMs });

  /** Reads, lets `change` compute the new window (null: leave it), writes by revision. */
  const casLoop = async <T>(id: string, change: (w: Window | null) => { next: Window | null; result: T }) => {
    const key = keyOf(id);
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const { w, revision } = await read(kv, key);
      const { next, result } = change(w);
      if (!next || (await write(kv, key, next, revision))) return result;
    }
    throw new Error(`rate limit window ${key} kept changing under ${CAS_ATTEMPTS} writes`);
  };

  return {
    take: (id, rule, t) =>
      casLoop<TakeResult>(id, (stored) => {
        const w = stored && stored.resetAt > t ? stored : { count: 0, resetAt: t + rule.windowMs };
        if (w.count >= rule.limit) {
          return { next: null, result: { taken: false, resetAt: w.resetAt } };
        }
        return { next: { ...w, count: w.count + 1 }, result: { taken: true } };
      }),
    giveBack: (id, t) =>
      casLoop(id, (w) => ({
        next: w && w.resetAt > t && w.count > 0 ? { ...w, count: w.count - 1 } : null,
        result: undefined,
      })),
  };
}
