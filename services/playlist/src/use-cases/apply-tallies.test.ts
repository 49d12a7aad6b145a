// The tallies of many vote.changed events on one playlist are stored in one write: the newest.
import type { PlaylistRepository } from '../repository/playlist-repository';
import { applyTallies, TALLY_PAUSE_MS, TALLY_WRITES_AT_ONCE } from './apply-tallies';

function recordingDeps(fail = false) {
  const writes: Array<[string, number, number]> = [];
  const playlists = {
    async applyTallies(id: string, tallies: { fireVotes: number }, version: number) {
      if (fail) throw new Error('store away');
      writes.push([id, version, tallies.fireVotes]);
      return true;
    },
  } as unknown as PlaylistRepository;
  return { deps: { playlists }, writes };
}

const tallies = (fireVotes: number) => ({ fireVotes, thumbsUpVotes: 0, trashVotes: 0 });
const settled = (p: Promise<void>) =>
  p.then(
    () => 'stored',
    () => 'failed',
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('stores the newest of the tallies that arrived during one pause, once, then answers them all', async () => {
  const { deps, writes } = recordingDeps();
  const versions = [3, 1, 7, 2, 6, 5, 4];
  const acks = versions.map((v) =>
    settled(applyTallies(deps, { playlistId: 'p1', tallies: tallies(v), version: v })),
  );
  const other = settled(applyTallies(deps, { playlistId: 'p2', tallies: tallies(1), version: 1 }));
  await jest.advanceTimersByTimeAsync(TALLY_PAUSE_MS - 1);
  expect(writes).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(await Promise.all([...acks, other])).toEqual(Array(8).fill('stored'));
  expect(writes).toEqual([
    ['p1', 7, 7],
    ['p2', 1, 1],
  ]);

  // the next event starts the next pause
  const later = settled(applyTallies(deps, { playlistId: 'p1', tallies: tallies(8), version: 8 }));
  await jest.advanceTimersByTimeAsync(TALLY_PAUSE_MS);
  expect(await later).toBe('stored');
  expect(writes).toHaveLength(3);
});

it('fails every event of the pause when the write fails (they are redelivered)', async () => {
  const { deps } = recordingDeps(true);
  const acks = [1, 2].map((v) =>
    settled(applyTallies(deps, { playlistId: 'p1', tallies: tallies(v), version: v })),
  );
  await jest.advanceTimersByTimeAsync(TALLY_PAUSE_MS);
  expect(await Promise.all(acks)).toEqual(['failed', 'failed']);
});

it(`writes at most ${TALLY_WRITES_AT_ONCE} playlists' tallies at once, the others when a write ends`, async () => {
  let running = 0;
  let most = 0;
  const written: string[] = [];
  const playlists = {
    async applyTallies(id: string) {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      written.push(id);
      return true;
    },
  } as unknown as PlaylistRepository;
  const deps = { playlists };
  const ids = Array.from({ length: 3 * TALLY_WRITES_AT_ONCE }, (_, i) => `p${i}`);
  const acks = ids.map((id) =>
    settled(applyTallies(deps, { playlistId: id, tallies: tallies(1), version: 1 })),
  );
  await jest.advanceTimersByTimeAsync(TALLY_PAUSE_MS);
  expect(running).toBe(TALLY_WRITES_AT_ONCE);
  // an event on a playlist whose write still waits its turn joins that write
  const joining = settled(applyTallies(deps, { playlistId: 'p23', tallies: tallies(2), version: 2 }));
  await jest.advanceTimersByTimeAsync(100);
  expect(await Promise.all([...acks, joining])).toEqual(Array(ids.length + 1).fill('stored'));
  expect(most).toBe(TALLY_WRITES_AT_ONCE);
  expect(written.sort()).toEqual([...ids].sort());
});
