import { z } from 'zod';
import type { PlaylistRecord, PlaylistRepository } from '../repository/playlist-repository';

// Spec §9: the home leaderboard fetches 20, the Top 100 page 100.
export const TOP_DEFAULT_LIMIT = 20;
export const TOP_MAX_LIMIT = 100;

const topSchema = z.object({
  limit: z
    .number()
    .int()
    .refine((v) => v >= 0 && v <= TOP_MAX_LIMIT, `limit must be between 1 and ${TOP_MAX_LIMIT}`)
    .transform((v) => v || TOP_DEFAULT_LIMIT),
});

export async function listTopPlaylists(
  repo: PlaylistRepository,
  input: z.input<typeof topSchema>,
): Promise<PlaylistRecord[]> {
  const { limit } = topSchema.parse(input);
  return repo.findTop(limit);
}
