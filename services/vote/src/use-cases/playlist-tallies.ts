// How tallies stay exact (DESIGN §4). FerretDB 1.x applies an update as an unlocked
// read-modify-write, so concurrent `$inc`s on one tallies document can lose increments. So:
//  1. every change of a playlist's votes or tallies runs inside that playlist's lock, the same
//     process-wide lock the outbox relay takes before it clears the document's pending events;
//  2. inside it the tallies are never adjusted, but recounted from the vote documents, so even a
//     tallies write lost in a crash is repaired by the next change of that playlist;
//  3. the version grows by exactly one per change, written with the counts and the vote.changed
//     event in one single-document write guarded by the previous version. On real MongoDB with
//     several replicas (where the in-process lock does not reach) that guard turns a race into a
//     retry, never into an older count overwriting a newer one.
import * as grpc from '@grpc/grpc-js';
import { grpcError, newEnvelope, pendingEvent, withDocumentLock } from '@sonic-nexus/service-kit';
import { sameCounts, type VoteCounts } from '../repository/counts';
import type { PurgeMarkers } from '../repository/purge-markers';
import { TALLIES_COLLECTION } from '../repository/tallies-model';
import type { TalliesRecord, TalliesRepository } from '../repository/tallies-repository';
import type { VoteRepository } from '../repository/vote-repository';

export const VOTE_CHANGED = 'vote.changed';
const STORE_ATTEMPTS = 5;

export interface VoteStores {
  votes: VoteRepository;
  tallies: TalliesRepository;
  markers: PurgeMarkers;
}

/** Runs `work` while holding the playlist's lock (see the top of this file). */
export function withPlaylistLock<T>(playlistId: string, work: () => Promise<T>): Promise<T> {
  return withDocumentLock(TALLIES_COLLECTION, playlistId, work);
}

/**
 * Call inside the playlist's lock after its votes changed: recounts them and, when the counts
 * differ from the stored ones, stores them as the next version together with a vote.changed event
 * carrying them. Unchanged counts write nothing, which makes repeated recounts harmless.
 */
export async function recountTallies(
  stores: VoteStores,
  playlistId: string,
  userId: number,
): Promise<TalliesRecord> {
  for (let attempt = 1; attempt <= STORE_ATTEMPTS; attempt += 1) {
    const [counts, current] = await Promise.all([
      stores.votes.countOfPlaylist(playlistId),
      stores.tallies.find(playlistId),
    ]);
    if (current?.deleted) return { ...current, ...counts };
    if (current && sameCounts(current, counts)) return current;
    const version = (current?.version ?? 0) + 1;
    if (
      await stores.tallies.store(
        playlistId,
        counts,
        version,
        changedEvent(playlistId, userId, counts, version),
      )
    ) {
      return { playlistId, ...counts, version };
    }
  }
  throw grpcError(grpc.status.ABORTED, 'Too many concurrent votes on this playlist, please try again');
}

function changedEvent(playlistId: string, userId: number, counts: VoteCounts, version: number) {
  const envelope = newEnvelope(VOTE_CHANGED, playlistId, version, {
    $case: 'voteChanged',
    value: { playlistId, userId, ...counts },
  });
  return pendingEvent(VOTE_CHANGED, envelope);
}
