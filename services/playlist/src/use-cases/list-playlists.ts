import { FEED_MAX_LIMIT, FEED_PAGE_SIZE, validationMessages as v } from '@sonic-nexus/contract';
import { z } from 'zod';
import type { PlaylistRecord, PlaylistRepository } from '../repository/playlist-repository';
import { invalidArgument } from './invalid-argument';

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

export async function listPlaylists(
  repo: PlaylistRepository,
  input: z.input<typeof listSchema>,
): Promise<PlaylistPage> {
  const parsed = listSchema.safeParse(input);
  if (!parsed.success) throw invalidArgument(parsed.error);
  const { page, limit, tag, platform } = parsed.data;
  // One extra row tells whether another page exists without a count query.
  const rows = await repo.findNewest({ tag, platform }, (page - 1) * limit, limit + 1);
  return { playlists: rows.slice(0, limit), hasMore: rows.length > limit, currentPage: page };
}
