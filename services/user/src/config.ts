import { portSchema, serviceEnv } from '@sonic-nexus/service-kit';
import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = z.object({
  ...serviceEnv,
  ADMIN_PORT: portSchema.default(9451),
  USER_GRPC_PORT: portSchema.default(50051),
  MONGO_DB: z.string().min(1).default('sonic_user'),
  // Lifetimes (DESIGN §8); short values make expiry observable in tests.
  SESSION_TTL_SECONDS: seconds(30 * 24 * 3600),
  VERIFICATION_TOKEN_TTL_SECONDS: seconds(24 * 3600),
  RESET_TOKEN_TTL_SECONDS: seconds(3600),
  // How long a signed picture upload URL accepts its one PUT.
  PICTURE_UPLOAD_TTL_SECONDS: seconds(600),
});
