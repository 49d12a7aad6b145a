// GET /api/health: one state per dependency; 200 only when every one is up.
import { z } from 'zod';

export const HEALTH_DEPENDENCIES = [
  'user',
  'playlist',
  'vote',
  'notification',
  'mongodb',
  'nats',
  'email',
  'search',
] as const;
export type HealthDependency = (typeof HEALTH_DEPENDENCIES)[number];

const dependencyState = z.enum(['up', 'down']);

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.object(
    Object.fromEntries(HEALTH_DEPENDENCIES.map((name) => [name, dependencyState])) as Record<
      HealthDependency,
      typeof dependencyState
    >,
  ),
  search: z.object({
    mode: z.enum(['meilisearch', 'embedded']),
  }),
  checkedAt: z.string(),
  durationMs: z.number().int(),
});
export type Health = z.infer<typeof health>;
