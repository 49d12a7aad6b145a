// The search index of the playlists (issue 10, DESIGN §1, §5): titles, tags and descriptions,
// typo tolerant. Two engines behind this one interface: Meilisearch in production (MEILI_URL set)
// and an embedded in-memory index for one machine and the tests. The service keeps whichever it
// runs current from its playlist catalogue (search/index-sync.ts) and breaks an engine's ties
// itself (more fire votes, then newer), from the catalogue's tallies.

/** What is indexed of one live playlist. */
export interface SearchDocument {
  id: string;
  title: string;
  description: string;
  tags: string[];
  platform: string;
  /** ms since the epoch */
  createdAt: number;
  fireVotes: number;
}

export interface SearchFilter {
  /** lower-case tag, exact */
  tag?: string;
  /** platform name, exact */
  platform?: string;
}

/**
 * One match. `rank` is the engine's relevance as a tuple compared element by element, smaller
 * first (e.g. [-matchedWords, typos, field]); the service breaks equal ranks itself.
 */
export interface SearchHit {
  id: string;
  rank: number[];
}

export type SearchMode = 'embedded' | 'meilisearch';

export interface SearchEngine {
  readonly mode: SearchMode;
  /** Whether documents must be sent again when only their fire votes changed (sortable there). */
  readonly indexesTallies: boolean;
  /** Applies the index settings; rejects when the engine cannot be reached. */
  start(): Promise<void>;
  /** Adds or replaces documents by id. */
  upsert(docs: SearchDocument[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  /** Every match of `q` (at most MAX_SEARCH_HITS), in the engine's relevance order. */
  search(q: string, filter: SearchFilter): Promise<SearchHit[]>;
  /** Builds a complete new index from `docs` aside, then swaps it in: searches never see it half-built. */
  rebuild(docs: SearchDocument[]): Promise<void>;
  /** Documents in the live index (to tell at start whether it is behind the catalogue). */
  size(): Promise<number>;
  /** true when the engine answers now. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

/** Orders two ranks (SearchHit.rank): element by element, smaller first. */
export function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Matches a search considers: deeper pages of a search are not served (Meilisearch's default too). */
export const MAX_SEARCH_HITS = 1000;

/** Documents of the live playlists in the catalogue. */
export function toSearchDocument(record: {
  id: string;
  title: string;
  description: string;
  tags: string[];
  platform: string;
  createdAt: Date;
  fireVotes: number;
}): SearchDocument {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    tags: record.tags,
    platform: record.platform,
    createdAt: record.createdAt.getTime(),
    fireVotes: record.fireVotes,
  };
}
