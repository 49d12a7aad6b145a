// Group commit's queue alone: batches per key, in order, capped, bounded, keys independent.
import { KeyedBatches } from './keyed-batches';

function recorder(maxBatch: number, maxQueued: number) {
  const batches: Array<[string, number[]]> = [];
  const gates: Array<() => void> = [];
  const q = new KeyedBatches<number>(
    (key, batch) => {
      batches.push([key, batch]);
      return new Promise<void>((resolve) => gates.push(resolve));
    },
    { maxBatch, maxQueued },
  );
  const openAll = async () => {
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { q, batches, openAll };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

it('batches what queued while the previous batch ran, in arrival order, per key', async () => {
  const { q, batches, openAll } = recorder(10, 100);
  q.offer('a', 1);
  q.offer('a', 2); // same turn: joins the first batch
  q.offer('b', 1);
  await turn();
  q.offer('a', 3);
  q.offer('a', 4);
  expect(batches).toEqual([
    ['a', [1, 2]],
    ['b', [1]],
  ]);
  await openAll();
  expect(batches).toEqual([
    ['a', [1, 2]],
    ['b', [1]],
    ['a', [3, 4]],
  ]);
  expect(q.busyKeys).toBe(0);
});

it('caps a batch and refuses beyond the queue bound', async () => {
  const { q, batches, openAll } = recorder(2, 3);
  expect([1, 2, 3].map((n) => q.offer('a', n))).toEqual([true, true, true]);
  expect(q.offer('a', 4)).toBe(false);
  await turn();
  expect(batches).toEqual([['a', [1, 2]]]);
  expect(q.offer('a', 5)).toBe(true); // room again once a batch was taken
  await openAll();
  expect(batches.map(([, b]) => b)).toEqual([
    [1, 2],
    [3, 5],
  ]);
});

it('goes on with the next batch when a run fails', async () => {
  const seen: number[][] = [];
  const q = new KeyedBatches<number>(
    async (_key, batch) => {
      seen.push(batch);
      if (batch.includes(1)) throw new Error('store away');
    },
    { maxBatch: 1, maxQueued: 10 },
  );
  q.offer('a', 1);
  q.offer('a', 2);
  while (q.busyKeys > 0) await turn();
  expect(seen).toEqual([[1], [2]]);
});
