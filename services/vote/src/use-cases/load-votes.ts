// The read model from the store, before the service answers (one scan of each collection). On the
// way it finishes what a crash may have left: a claimed write never applied is rolled forward, and
// a playlist whose stored counts differ from its embedded votes (only a hand edit or a bug could do
// that, both are written in one write) gets its counts rewritten with a vote.changed. The events of
// these writes are published by the outbox relay's scan at start.
import { voteChanged } from '../events/vote-events';
import type { StoredPlaylist } from '../repository/playlist-votes-repository';
import { countTypes, sameCounts } from '../voting/vote-counts';
import type { Deps } from './deps';

/** The userId of vote.changed events that no user caused. */
const NOBODY = 0;

export interface RebuildReport {
  playlists: number;
  votes: number;
  rolledForward: number;
  repaired: number;
}

export async function rebuildVotes(deps: Deps): Promise<RebuildReport> {
  const stored = new Map<string, StoredPlaylist>();
  for await (const playlist of deps.store.scan()) stored.set(playlist.playlistId, playlist);

  let rolledForward = 0;
  for await (const change of deps.store.scanCommits()) {
    // Claims the playlist already holds just wait for the relay to remove them.
    if (change.version !== (stored.get(change.playlistId)?.version ?? 0) + 1) continue;
    if (await deps.store.apply(change)) rolledForward += 1;
    const after = await deps.store.load(change.playlistId);
    if (after) stored.set(after.playlistId, after);
  }

  let repaired = 0;
  let votes = 0;
  for (const playlist of stored.values()) {
    votes += playlist.votes.size;
    if (playlist.deleted) continue;
    const counts = countTypes([...playlist.votes.values()].map((vote) => vote.type));
    if (sameCounts(counts, playlist.counts)) continue;
    const { playlistId } = playlist;
    const version = playlist.version + 1;
    const event = voteChanged(playlistId, NOBODY, counts, version);
    const outcome = await deps.store.commit(
      { playlistId, version, changes: new Map(), counts, deleted: false },
      playlist.votes,
      event,
    );
    if (outcome === 'committed') {
      stored.set(playlistId, { ...playlist, version, counts });
      repaired += 1;
    }
  }

  deps.model.load(stored.values());
  const report = { playlists: stored.size, votes, rolledForward, repaired };
  if (rolledForward > 0 || repaired > 0) deps.logger.warn(report, 'votes repaired at start');
  return report;
}
