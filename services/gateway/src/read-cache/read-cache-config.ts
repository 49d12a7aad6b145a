// The public-read cache's settings (spread into the gateway config schema). The lifetime is capped
// at 1 s: every replica must show a write within 1 s (issue 8). 0 turns the cache off.
import { z } from 'zod';

export const readCacheEnv = {
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(1000).default(500),
  READ_CACHE_MAX_MB: z.coerce.number().int().positive().default(32),
};
