import { portSchema, serviceEnv } from '@sonic-nexus/service-kit';
import { z } from 'zod';

/** A platform's oEmbed endpoint (enrichment/); '' turns that platform's enrichment off. */
const oembedEndpoint = (production: string) => z.union([z.literal(''), z.url()]).default(production);

export const configSchema = z.object({
  ...serviceEnv,
  ADMIN_PORT: portSchema.default(9452),
  PLAYLIST_GRPC_PORT: portSchema.default(50052),
  MONGO_DB: z.string().min(1).default('sonic_playlist'),
  // Apple Music has no public oEmbed endpoint (enrichment/oembed-endpoints.ts), so no variable.
  OEMBED_SPOTIFY_URL: oembedEndpoint('https://open.spotify.com/oembed'),
  OEMBED_YOUTUBE_URL: oembedEndpoint('https://www.youtube.com/oembed'),
  OEMBED_SOUNDCLOUD_URL: oembedEndpoint('https://soundcloud.com/oembed'),
  /** Each oEmbed request, answer included, is given up after this long. */
  OEMBED_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
  /** Calls to one platform within 10 s before its circuit breaker may open (at over half failed). */
  OEMBED_BREAKER_MIN_CALLS: z.coerce.number().int().min(1).max(1000).default(3),
  /** How long an open breaker makes no calls before one trial call. */
  OEMBED_BREAKER_RESET_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // Search (search/): Meilisearch when MEILI_URL is set, else the embedded index in this process.
  MEILI_URL: z.url().optional(),
  MEILI_API_KEY: z.string().min(1).optional(),
  /** The Meilisearch index; by default named after MONGO_DB, so deployments never share one. */
  MEILI_INDEX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/)
    .optional(),
  /** Each Meilisearch call is given up after this long (a search then answers 503). */
  MEILI_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
});
