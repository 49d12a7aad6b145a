// A search of the feed (issue 10): the engine finds and ranks the matches; equal ranks go to more
// fire votes, then the newer playlist, read from the catalogue (which also drops a match deleted
// a moment ago). Same page shape as the feed.
import { serverMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import type { PlaylistFilter, PlaylistRecord } from '../read-model/playlist-record';
import { compareRanks, type SearchHit } from '../search/search-engine';
import type { Deps } from './deps';

export interface SearchInput extends PlaylistFilter {
  q: string;
  page: number;
  limit: number;
}

const unavailable = () => new DomainError('unavailable', serverMessages.searchUnavailable);

export async function searchPlaylists(
  deps: Deps,
  { q, tag, platform, page, limit }: SearchInput,
): Promise<{ playlists: PlaylistRecord[]; hasMore: boolean; currentPage: number }> {
  if (deps.search.stale) throw unavailable();
  let hits: SearchHit[];
  try {
    hits = await deps.search.engine.search(q, { tag: tag || undefined, platform: platform || undefined });
  } catch {
    throw unavailable();
  }
  const held = new Map(deps.playlists.findByIds(hits.map((h) => h.id)).map((r) => [r.id, r]));
  const ranked = hits
    .flatMap((hit) => {
      const record = held.get(hit.id);
      return record ? [{ rank: hit.rank, record }] : [];
    })
    .sort(
      (a, b) =>
        compareRanks(a.rank, b.rank) ||
        b.record.fireVotes - a.record.fireVotes ||
        b.record.createdAt.getTime() - a.record.createdAt.getTime() ||
        (a.record.id < b.record.id ? -1 : 1),
    );
  const skip = (page - 1) * limit;
  return {
    playlists: ranked.slice(skip, skip + limit).map((r) => r.record),
    hasMore: ranked.length > skip + limit,
    currentPage: page,
  };
}
