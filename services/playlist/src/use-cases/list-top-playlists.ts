import { TOP_100_LIMIT, TOP_HOME_LIMIT, validationMessages as v } from '@sonic-nexus/contract';
import { z } from 'zod';
import type { PlaylistRecord, PlaylistRepository } from '../repository/playlist-repository';
import { invalidArgument } from './invalid-argument';

// 0 (proto3's "unset") means the home leaderboard's size.
const topSchema = z.object({
  limit: z
    .number()
    .int()
    .refine((l) => l >= 0 && l <= TOP_100_LIMIT, v.topLimitInvalid)
    .transform((l) => l || TOP_HOME_LIMIT),
});

export async function listTopPlaylists(
  repo: PlaylistRepository,
  input: z.input<typeof topSchema>,
): Promise<PlaylistRecord[]> {
  const parsed = topSchema.safeParse(input);
  if (!parsed.success) throw invalidArgument(parsed.error);
  return repo.findTop(parsed.data.limit);
}
