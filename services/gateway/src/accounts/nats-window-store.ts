// The counters in a NATS JetStream KV bucket that every gateway replica shares, so N replicas
// keep one limit rather than N. A counter is one key, changed only by compare-and-set on its
// revision (create when absent, update at the revision read), retried when another replica
// wrote in between. The bucket forgets a key after the longest window (a bucket counter is full
// again by then).
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import { giveBack, take, type Counter, type Step, type TakeResult } from './rate-rule';
import type { WindowStore } from './window-store';

const CAS_ATTEMPTS = 20;

/** KV keys allow few characters, and an account name or address has no business in the store. */
const keyOf = (id: string) => createHash('sha256').update(id).digest('hex');

const encode = (c: Counter) => new TextEncoder().encode(JSON.stringify(c));

async function read(kv: KV, key: string): Promise<{ c: Counter | null; revision: number }> {
  const entry = await kv.get(key);
  if (!entry) return { c: null, revision: 0 };
  if (entry.operation !== 'PUT') return { c: null, revision: entry.revision };
  return { c: entry.json<Counter>(), revision: entry.revision };
}

/**
 * JetStream's "wrong last sequence": another writer changed the key since it was read. A single
 * server says which sequence (10071); a clustered stream (R3) answers the constant form (10164),
 * which, not counted as a lost race, was a 503 for the caller (cluster:test scenarios 2 and 3).
 */
export const lostRace = (err: unknown) =>
  err instanceof JetStreamApiError &&
  (err.code === JetStreamApiCodes.StreamWrongLastSequence ||
    err.code === JetStreamApiCodes.StreamWrongLastSequenceUnknown);

/** Writes at the revision read (0: the key must not exist); false when another writer got there first. */
async function write(kv: KV, key: string, c: Counter, revision: number): Promise<boolean> {
  try {
    if (revision === 0) await kv.create(key, encode(c));
    else await kv.update(key, encode(c), revision);
    return true;
  } catch (err) {
    if (lostRace(err)) return false;
    throw err;
  }
}

export async function createNatsWindowStore(
  nc: NatsConnection,
  opts: { bucket: string; maxWindowMs: number; replicas?: number },
): Promise<WindowStore> {
  const kv = await new Kvm(nc).create(opts.bucket, {
    history: 1,
    ttl: opts.maxWindowMs,
    replicas: opts.replicas ?? 1,
    // Reads from the stream's leader: a direct get may be answered by a replica behind it, whose
    // stale revision loses the compare-and-set, a write and a retry wasted.
    allow_direct: false,
  });

  /** Reads, lets `change` compute the new counter (null: leave it), writes by revision. */
  const casLoop = async <T>(id: string, change: (c: Counter | null) => Step<T>) => {
    const key = keyOf(id);
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const { c, revision } = await read(kv, key);
      const { next, result } = change(c);
      if (!next || (await write(kv, key, next, revision))) return result;
      // A hot key (one client address under load, through three gateway replicas) lost 20 races
      // in a row when every loser retried at once: losers spread out, up to 50 ms.
      await sleep(Math.random() * Math.min(50, 2 ** attempt));
    }
    throw new Error(`rate limit counter ${key} kept changing under ${CAS_ATTEMPTS} writes`);
  };

  return {
    take: (id, rule, t) => casLoop<TakeResult>(id, (c) => take(c, rule, t)),
    giveBack: (id, rule, t) => casLoop(id, (c) => giveBack(c, rule, t)),
  };
}
