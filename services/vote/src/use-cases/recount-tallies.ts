import { DomainError } from '@sonic-nexus/service-kit';
import { voteChanged } from '../events/vote-events';
import { sameCounts } from '../repository/counts';
import type { TalliesRecord } from '../repository/tallies-repository';
import type { Deps } from './deps';

const STORE_ATTEMPTS = 5;

/**
 * Call inside the playlist's lock (withTalliesLock) after its votes changed: recounts them and,
 * when the counts differ from the stored ones, stores them as the next version together with a
 * vote.changed event carrying them. Unchanged counts write nothing, which makes repeated recounts
 * harmless. Why tallies are recounted and never adjusted: see repository/tallies-repository.ts.
 */
export async function recountTallies(
  deps: Deps,
  input: { playlistId: string; userId: number },
): Promise<TalliesRecord> {
  const { playlistId, userId } = input;
  for (let attempt = 1; attempt <= STORE_ATTEMPTS; attempt += 1) {
    const [counts, current] = await Promise.all([
      deps.votes.countOfPlaylist(playlistId),
      deps.tallies.find(playlistId),
    ]);
    if (current?.deleted) return { ...current, ...counts };
    if (current && sameCounts(current, counts)) return current;
    const version = (current?.version ?? 0) + 1;
    const event = voteChanged(playlistId, userId, counts, version);
    if (await deps.tallies.store(playlistId, counts, version, event))
      return { playlistId, ...counts, version };
  }
  throw new DomainError('conflict', 'Too many concurrent votes on this playlist, please try again');
}
