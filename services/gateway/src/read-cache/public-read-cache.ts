// The answers of public reads (feed, Top 100, a playlist), kept for a moment as the exact bytes
// express sent. Why: a hot feed is read thousands of times a second and changes a few times; each
// miss costs express, zod and a gRPC round trip (about 0.9 ms of gateway CPU), a hit costs a map
// lookup. Freshness: an entry lives at most `ttlMs` (well inside the 1 s in which every replica
// must show a write), and any write through this gateway clears everything at once, so a user
// reads their own writes. lru-cache bounds the memory by bytes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { etag } from 'etag';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { SECURITY_HEADERS } from '../http/security-headers';

interface CachedAnswer {
  body: Buffer;
  etag: string;
}

export interface PublicReadCache {
  /** Answers a GET from the cache; false when it has no fresh entry (the app answers then). */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** The moment a miss began: a store only lands if nothing was written since. */
  generation(): number;
  store(url: string, generation: number, json: string): void;
  /** After any write: what was cached may be stale now. */
  clear(): void;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

export function createPublicReadCache(opts: { ttlMs: number; maxBytes: number }): PublicReadCache {
  const entries = new LRUCache<string, CachedAnswer>({
    ttl: opts.ttlMs,
    maxSize: opts.maxBytes,
    sizeCalculation: (entry, url) => entry.body.length + url.length,
    // Expiry is checked on read (no timers): a stale entry is never served.
    ttlAutopurge: false,
  });
  let current = 0;
  let hits = 0;
  let misses = 0;
  const enabled = opts.ttlMs > 0;

  return {
    answer(req, res) {
      if (!enabled || req.method !== 'GET' || !req.url) return false;
      const hit = entries.get(req.url);
      if (!hit) {
        misses++;
        return false;
      }
      hits++;
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader('Content-Type', CONTENT_TYPE);
      res.setHeader('ETag', hit.etag);
      // The same conditional-GET answer express gives.
      if (fresh(req.headers, { etag: hit.etag })) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      res.setHeader('Content-Length', hit.body.length);
      res.end(hit.body);
      return true;
    },
    generation: () => current,
    store(url, generation, json) {
      if (!enabled || generation !== current) return;
      const body = Buffer.from(json);
      entries.set(url, { body, etag: etag(body, { weak: true }) });
    },
    clear() {
      current++;
      entries.clear();
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes: entries.calculatedSize }),
  };
}
