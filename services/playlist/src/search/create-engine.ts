// Which search engine this replica uses: Meilisearch when MEILI_URL names one (production, the
// Helm chart), else the embedded index (one machine, the tests).
import type { z } from 'zod';
import type { configSchema } from '../config';
import { createEmbeddedEngine } from './embedded-engine';
import { createMeilisearchEngine } from './meilisearch-engine';
import type { SearchEngine } from './search-engine';

type Config = z.infer<typeof configSchema>;

export function createSearchEngine(config: Config): SearchEngine {
  if (!config.MEILI_URL) return createEmbeddedEngine();
  return createMeilisearchEngine({
    url: config.MEILI_URL,
    apiKey: config.MEILI_API_KEY,
    // One index per database: deployments and test runs sharing a Meilisearch never mix.
    indexName: config.MEILI_INDEX ?? `playlists_${config.MONGO_DB}`.replace(/[^A-Za-z0-9_-]/g, '_'),
    timeoutMs: config.MEILI_TIMEOUT_MS,
  });
}

/** Changes are sent at once to the embedded index, and gathered for 100 ms for a server. */
export const batchMsFor = (engine: SearchEngine): number => (engine.mode === 'embedded' ? 0 : 100);
