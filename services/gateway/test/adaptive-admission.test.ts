// Overload sheds before latency goes (issue 28): the gateway admits work up to a limit that follows
// the latency of what it admitted (http/adaptive-limit.ts). Here the target is set below what any
// answer takes, so busy windows shrink the limit to its floor and a burst beyond it is refused at
// once with 503, Retry-After and the JSON message, having done nothing; a quiet gateway, and one
// whose answers keep within the target, keep their room.
import { serverMessages } from '@sonic-nexus/contract';
import { startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';

const FLOOR = 4;
let tight: GatewayStack<'playlist'>;

beforeAll(async () => {
  tight = await startGatewayStack({
    label: 'admission',
    services: ['playlist'],
    env: {
      ADMISSION_TARGET_MS: '1', // every answer is slower: each busy window shrinks the limit
      ADMISSION_MIN_WORK: String(FLOOR),
      READ_CACHE_TTL_MS: '0',
    },
  });
}, 120_000);

afterAll(() => tight?.stop(), 30_000);

const read = (base: string, i: number) =>
  fetch(`${base}/api/playlists?page=1&limit=${(i % 40) + 1}&tag=a${i}`);

/** Busy windows: 60 answers in each of a few half-second windows. */
async function busyWindows(base: string, windows: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let w = 0; w < windows; w += 1) {
    const started = Date.now();
    for (let i = 0; i < 6; i += 1) {
      const burst = await Promise.all(Array.from({ length: 10 }, (_, j) => read(base, w * 100 + i * 10 + j)));
      statuses.push(...burst.map((res) => res.status));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 520 - (Date.now() - started))));
  }
  return statuses;
}

it('shrinks its limit while answers are slower than the target, then refuses a burst beyond it with 503 at once', async () => {
  await busyWindows(tight.baseUrl, 8); // 512 → 256 → … → the floor
  const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => read(tight.baseUrl, 5000 + i)));
  const refused = burst.filter((res) => res.status === 503);
  const served = burst.filter((res) => res.status === 200);
  expect(refused.length + served.length).toBe(burst.length);
  expect(served.length).toBeGreaterThanOrEqual(FLOOR);
  expect(refused.length).toBeGreaterThan(0);
  for (const res of refused) {
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ message: serverMessages.serviceUnavailable });
  }
});

it('keeps its whole room when answers are within the target', async () => {
  const roomy = await startGatewayStack({
    label: 'admission_roomy',
    services: ['playlist'],
    env: { ADMISSION_TARGET_MS: '60000', ADMISSION_MIN_WORK: String(FLOOR), READ_CACHE_TTL_MS: '0' },
  });
  try {
    await busyWindows(roomy.baseUrl, 4);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => read(roomy.baseUrl, 7000 + i)));
    expect(burst.map((res) => res.status)).toEqual(burst.map(() => 200));
  } finally {
    await roomy.stop();
  }
}, 60_000);
