import { TOP_100_LIMIT, TOP_HOME_LIMIT, validationMessages as v } from '@sonic-nexus/contract';
import { parseInput } from '@sonic-nexus/service-kit';
import { z } from 'zod';
import type { PlaylistRecord } from '../read-model/playlist-record';
import type { Deps } from './deps';

// 0 (proto3's "unset") means the home leaderboard's size.
const topSchema = z.object({
  limit: z
    .number()
    .int()
    .refine((l) => l >= 0 && l <= TOP_100_LIMIT, v.topLimitInvalid)
    .transform((l) => l || TOP_HOME_LIMIT),
});

export function listTopPlaylists(deps: Deps, input: z.input<typeof topSchema>): PlaylistRecord[] {
  return deps.playlists.findTop(parseInput(topSchema, input).limit);
}
