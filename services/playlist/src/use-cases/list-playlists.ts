import { z } from 'zod';
import type { PlaylistRecord, PlaylistRepository } from '../repository/playlist-repository';

// Spec §9: the feed asks for 10 per page; 50 caps what one request may pull.
export const FEED_DEFAULT_LIMIT = 10;
export const FEED_MAX_LIMIT = 50;

// proto3 cannot tell "unset" from 0, so 0 means "use the default"; negatives are errors.
const listSchema = z.object({
  page: z
    .number()
    .int()
    .refine((v) => v >= 0, 'page must be a positive integer')
    .transform((v) => v || 1),
  limit: z
    .number()
    .int()
    .refine((v) => v >= 0 && v <= FEED_MAX_LIMIT, `limit must be between 1 and ${FEED_MAX_LIMIT}`)
    .transform((v) => v || FEED_DEFAULT_LIMIT),
  tag: z.string().transform((t) => t.trim().toLowerCase()),
  platform: z.string().transform((p) => p.trim().toLowerCase()),
});

export interface PlaylistPage {
  playlists: PlaylistRecord[];
  hasMore: boolean;
  currentPage: number;
}

export async function listPlaylists(
  repo: PlaylistRepository,
  input: z.input<typeof listSchema>,
): Promise<PlaylistPage> {
  const { page, limit, tag, platform } = listSchema.parse(input);
  // One extra row tells whether another page exists without a count query.
  const rows = await repo.findNewest({ tag, platform }, (page - 1) * limit, limit + 1);
  return { playlists: rows.slice(0, limit), hasMore: rows.length > limit, currentPage: page };
}
