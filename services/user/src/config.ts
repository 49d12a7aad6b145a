import { commonEnv, portSchema } from '@sonic-nexus/service-kit';
import { z } from 'zod';

export const configSchema = z.object({
  ...commonEnv,
  ADMIN_PORT: portSchema.default(9451),
  USER_GRPC_PORT: portSchema.default(50051),
  MONGO_DB: z.string().min(1).default('sonic_user'),
});

export type UserConfig = z.infer<typeof configSchema>;
