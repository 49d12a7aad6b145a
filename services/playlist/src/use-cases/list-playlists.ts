import {
  FEED_MAX_LIMIT,
  FEED_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  validationMessages as v,
} from '@sonic-nexus/contract';
import { parseInput } from '@sonic-nexus/service-kit';
import { z } from 'zod';
import type { PlaylistRecord } from '../read-model/playlist-record';
import type { Deps } from './deps';
import { searchPlaylists } from './search-playlists';

// proto3 cannot tell "unset" from 0, so 0 means "use the default"; negatives are errors.
const listSchema = z.object({
  page: z
    .number()
    .int()
    .refine((p) => p >= 0, v.pageInvalid)
    .transform((p) => p || 1),
  limit: z
    .number()
    .int()
    .refine((l) => l >= 0 && l <= FEED_MAX_LIMIT, v.limitInvalid)
    .transform((l) => l || FEED_PAGE_SIZE),
  tag: z.string().transform((t) => t.trim().toLowerCase()),
  platform: z.string().transform((p) => p.trim().toLowerCase()),
  q: z
    .string()
    .default('')
    .transform((q) => q.trim())
    .refine((q) => q.length <= SEARCH_QUERY_MAX, v.searchTooLong),
});

export interface PlaylistPage {
  playlists: PlaylistRecord[];
  hasMore: boolean;
  currentPage: number;
}

/** The feed, newest first; with `q`, a search in relevance order (search-playlists.ts). */
export async function listPlaylists(deps: Deps, input: z.input<typeof listSchema>): Promise<PlaylistPage> {
  const { page, limit, tag, platform, q } = parseInput(listSchema, input);
  if (q) return searchPlaylists(deps, { q, tag, platform, page, limit });
  // One extra row tells whether another page exists without a count query.
  const rows = deps.playlists.findNewest({ tag, platform }, (page - 1) * limit, limit + 1);
  return { playlists: rows.slice(0, limit), hasMore: rows.length > limit, currentPage: page };
}
