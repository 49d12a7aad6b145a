import { connectNats } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import { createMemoryWindowStore } from './memory-window-store';
import { createNatsWindowStore } from './nats-window-store';
import { longestWindowMs, type RateLimitConfig } from './rate-limit-config';
import type { WindowStore } from './window-store';

/**
 * The store RATE_LIMIT_STORE names. The shared one connects on first use (and again after a
 * failure), so the gateway starts even while NATS is away; a limited call then answers 503.
 */
export function selectWindowStore(
  c: RateLimitConfig,
  nats: { url: string; replicas?: number; logger: pino.Logger },
): WindowStore {
  if (c.RATE_LIMIT_STORE === 'memory') return createMemoryWindowStore();
  let opened: Promise<WindowStore> | undefined;
  const store = () =>
    (opened ??= connectNats(nats.url, 'gateway-rate-limits', nats.logger)
      .then((nc) =>
        createNatsWindowStore(nc, {
          bucket: c.RATE_LIMIT_KV_BUCKET,
          maxWindowMs: longestWindowMs(c),
          replicas: nats.replicas,
        }),
      )
      .catch((err: unknown) => {
        opened = undefined;
        throw err;
      }));
  return {
    take: async (id, rule, t) => (await store()).take(id, rule, t),
    giveBack: async (id, rule, t) => (await store()).giveBack(id, rule, t),
  };
}
