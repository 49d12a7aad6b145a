import { portSchema, serviceEnv } from '@sonic-nexus/service-kit';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv,
  ADMIN_PORT: portSchema.default(9453),
  VOTE_GRPC_PORT: portSchema.default(50053),
  MONGO_DB: z.string().min(1).default('sonic_vote'),
  /** How often the playlists the vote log changed are snapshotted to the store (log/snapshotter.ts). */
  VOTE_SNAPSHOT_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
});
