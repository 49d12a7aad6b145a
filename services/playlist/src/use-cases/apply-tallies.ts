import type { Tallies } from '../read-model/playlist-record';
import { withPlaylistLock } from '../repository/playlist-repository';
import type { Deps } from './deps';

/**
 * How long a playlist's first unstored vote.changed waits before its tallies are stored, so that
 * every one arriving meanwhile is stored with it: one write per playlist per pause, not one per
 * event. Reads do not wait for it (every replica's read model notes tallies on arrival).
 */
export const TALLY_PAUSE_MS = 250;

/** The newest tallies of one playlist waiting to be stored, and the events waiting on them. */
interface Gathering {
  tallies: Tallies;
  version: number;
  waiters: Array<{ resolve: () => void; reject: (err: unknown) => void }>;
}

/** Per service instance, per playlist. */
const gatheringOf = new WeakMap<Deps, Map<string, Gathering>>();

function store(deps: Deps, playlistId: string, gathering: Gathering): void {
  gatheringOf.get(deps)?.delete(playlistId); // events from now on gather for the next write
  withPlaylistLock(playlistId, () =>
    deps.playlists.applyTallies(playlistId, gathering.tallies, gathering.version),
  ).then(
    () => gathering.waiters.forEach((w) => w.resolve()),
    (err: unknown) => gathering.waiters.forEach((w) => w.reject(err)),
  );
}

/**
 * The vote service owns the tallies (vote.changed); this keeps the denormalised copy. `version` is
 * the playlist's tally version, so an older or repeated one (redelivery, reordering) changes
 * nothing. Resolves once tallies at least this new are stored (then the event may be acked).
 */
export function applyTallies(
  deps: Deps,
  { playlistId, tallies, version }: { playlistId: string; tallies: Tallies; version: number },
): Promise<void> {
  if (!playlistId) return Promise.resolve();
  let all = gatheringOf.get(deps);
  if (!all) gatheringOf.set(deps, (all = new Map()));
  let gathering = all.get(playlistId);
  if (!gathering) {
    const started: Gathering = (gathering = { tallies, version, waiters: [] });
    all.set(playlistId, started);
    setTimeout(() => store(deps, playlistId, started), TALLY_PAUSE_MS);
  } else if (version > gathering.version) {
    gathering.tallies = tallies;
    gathering.version = version;
  }
  const joined = gathering;
  return new Promise((resolve, reject) => joined.waiters.push({ resolve, reject }));
}
