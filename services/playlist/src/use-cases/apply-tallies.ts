import type { Tallies } from '../read-model/playlist-record';
import { withPlaylistLock } from '../repository/playlist-repository';
import type { Deps } from './deps';

/** Storing tallies needs the repository only. */
type TallyDeps = Pick<Deps, 'playlists'>;

/**
 * How long a playlist's first unstored vote.changed waits before its tallies are stored, so that
 * every one arriving meanwhile is stored with it: one write per playlist per pause, not one per
 * event. Reads do not wait for it (every replica's read model notes tallies on arrival).
 */
export const TALLY_PAUSE_MS = 250;

/**
 * Tally writes at once. Events on thousands of playlists (a seed) would otherwise start as many
 * writes together: 256 concurrent updates hung FerretDB 1.x for good (every PostgreSQL connection
 * idle, no query answered), where the 16 of before never did.
 */
export const TALLY_WRITES_AT_ONCE = 8;

/** The newest tallies of one playlist waiting to be stored, and the events waiting on them. */
interface Gathering {
  tallies: Tallies;
  version: number;
  waiters: Array<{ resolve: () => void; reject: (err: unknown) => void }>;
}

/** Per service instance: per playlist what gathers, and the writes due but not yet started. */
interface TallyWrites {
  gathering: Map<string, Gathering>;
  running: number;
  due: Array<() => Promise<void>>;
}
const writesOf = new WeakMap<TallyDeps, TallyWrites>();

function writesFor(deps: TallyDeps): TallyWrites {
  let writes = writesOf.get(deps);
  if (!writes) writesOf.set(deps, (writes = { gathering: new Map(), running: 0, due: [] }));
  return writes;
}

function startDue(writes: TallyWrites): void {
  while (writes.running < TALLY_WRITES_AT_ONCE && writes.due.length > 0) {
    const write = writes.due.shift() as () => Promise<void>;
    writes.running += 1;
    void write().finally(() => {
      writes.running -= 1;
      startDue(writes);
    });
  }
}

function store(deps: TallyDeps, playlistId: string, gathering: Gathering): void {
  const writes = writesFor(deps);
  writes.due.push(() => {
    // Events that came while this write waited its turn are in it; from now on they gather anew.
    if (writes.gathering.get(playlistId) === gathering) writes.gathering.delete(playlistId);
    return withPlaylistLock(playlistId, () =>
      deps.playlists.applyTallies(playlistId, gathering.tallies, gathering.version),
    ).then(
      () => gathering.waiters.forEach((w) => w.resolve()),
      (err: unknown) => gathering.waiters.forEach((w) => w.reject(err)),
    );
  });
  startDue(writes);
}

/**
 * The vote service owns the tallies (vote.changed); this keeps the denormalised copy. `version` is
 * the playlist's tally version, so an older or repeated one (redelivery, reordering) changes
 * nothing. Resolves once tallies at least this new are stored (then the event may be acked).
 */
export function applyTallies(
  deps: TallyDeps,
  { playlistId, tallies, version }: { playlistId: string; tallies: Tallies; version: number },
): Promise<void> {
  if (!playlistId) return Promise.resolve();
  const all = writesFor(deps).gathering;
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
