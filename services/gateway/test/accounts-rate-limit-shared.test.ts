// Two gateway replicas keep one limit, not two: two limiters, each on its own connection to the
// real NATS, share a JetStream KV bucket; concurrent attempts through both never pass the limit.
import { jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { connectNats, createLogger, type NatsConnection } from '@sonic-nexus/service-kit';
import { testEnv } from '@sonic-nexus/test-kit';
import { createNatsWindowStore } from '../src/accounts/nats-window-store';
import { createRateLimiter, type RateLimiter } from '../src/accounts/rate-limit';
import { fixedWindow, tokenBucket } from '../src/accounts/rate-limit-config';

const logger = createLogger('rate-limit-test', 'silent');
const bucket = `rl_shared_${Date.now().toString(36)}_${process.pid}`;
const HOUR = 3600_000;
let connections: NatsConnection[] = [];
let limiters: RateLimiter[] = [];

beforeAll(async () => {
  connections = await Promise.all(
    [1, 2].map((n) => connectNats(testEnv('TEST_NATS_URL'), `rl-${n}`, logger)),
  );
  limiters = await Promise.all(
    connections.map(async (nc) =>
      createRateLimiter(
        'login',
        {
          pair: fixedWindow(5, HOUR / 1000),
          client: fixedWindow(8, HOUR / 1000),
          vote: tokenBucket(4, 3600),
        },
        await createNatsWindowStore(nc, { bucket, maxWindowMs: HOUR }),
      ),
    ),
  );
});

afterAll(async () => {
  const [first] = connections;
  if (first) await (await jetstreamManager(first)).streams.delete(`KV_${bucket}`).catch(() => undefined);
  await Promise.all(connections.map((nc) => nc.drain()));
});

it('lets exactly the limit through across two replicas attempting at once', async () => {
  const verdicts = await Promise.all(
    Array.from({ length: 16 }, (_, i) => limiters[i % 2].tryConsume(['pair:victim\n10.0.0.1'])),
  );
  expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  const refused = verdicts.find((v) => !v.allowed);
  expect(refused).toMatchObject({ allowed: false });
  expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(3500);
  // Another key is counted on its own.
  expect(await limiters[1].tryConsume(['pair:victim\n10.0.0.2'])).toEqual({ allowed: true });
});

it('an attempt given back on one replica is free again on the other', async () => {
  const keys = ['pair:other\n10.0.0.3', 'client:10.0.0.3'];
  for (let i = 0; i < 5; i += 1) expect(await limiters[0].tryConsume(keys)).toEqual({ allowed: true });
  expect(await limiters[1].tryConsume(keys)).toMatchObject({ allowed: false });
  await limiters[0].giveBack(keys);
  expect(await limiters[1].tryConsume(keys)).toEqual({ allowed: true });
  // The refused attempt left nothing counted on the client: 5 counted of its 8.
  for (let i = 0; i < 3; i += 1)
    expect(await limiters[1].tryConsume(['client:10.0.0.3'])).toEqual({ allowed: true });
  expect(await limiters[0].tryConsume(['client:10.0.0.3'])).toMatchObject({ allowed: false });
});

it('keeps one token bucket across two replicas taking at once', async () => {
  const verdicts = await Promise.all(
    Array.from({ length: 12 }, (_, i) => limiters[i % 2].tryConsume(['vote:voter-1'])),
  );
  expect(verdicts.filter((v) => v.allowed)).toHaveLength(4);
  // one token comes back every 900 s (4 an hour)
  const refused = verdicts.find((v) => !v.allowed);
  expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(850);
  await limiters[1].giveBack(['vote:voter-1']);
  expect(await limiters[0].tryConsume(['vote:voter-1'])).toEqual({ allowed: true });
  expect(await limiters[1].tryConsume(['vote:voter-1'])).toMatchObject({ allowed: false });
});

it('keeps a counter no longer than the longest window', async () => {
  const kv = await new Kvm(connections[0]).open(bucket);
  expect((await kv.status()).ttl).toBe(HOUR);
});
