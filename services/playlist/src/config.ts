import { commonEnv, portSchema } from '@sonic-nexus/service-kit';
import { z } from 'zod';

export const configSchema = z.object({
  ...commonEnv,
  ADMIN_PORT: portSchema.default(9452),
  PLAYLIST_GRPC_PORT: portSchema.default(50052),
  MONGO_DB: z.string().min(1).default('sonic_playlist'),
  // How often the outbox relay looks for unpublished events (tests raise it and flush by hand).
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(250),
});

export type PlaylistConfig = z.infer<typeof configSchema>;
