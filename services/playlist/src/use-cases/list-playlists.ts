import { FEED_MAX_LIMIT, FEED_PAGE_SIZE, validationMessages as v } from '@sonic-nexus/contract';
import { parseInput } from '@sonic-nexus/service-kit';
import { z } from 'zod';
import type { PlaylistRecord } from '../read-model/playlist-record';
import type { Deps } from './deps';

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
});

export interface PlaylistPage {
  playlists: PlaylistRecord[];
  hasMore: boolean;
  currentPage: number;
}

export function listPlaylists(deps: Deps, input: z.input<typeof listSchema>): PlaylistPage {
  const { page, limit, tag, platform } = parseInput(listSchema, input);
  // One extra row tells whether another page exists without a count query.
  const rows = deps.playlists.findNewest({ tag, platform }, (page - 1) * limit, limit + 1);
  return { playlists: rows.slice(0, limit), hasMore: rows.length > limit, currentPage: page };
}
