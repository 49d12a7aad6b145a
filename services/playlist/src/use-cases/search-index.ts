// The search engine's state as the health check sees it, and the rebuild of its index
// (npm run search:rebuild; the service also rebuilds at start when the index is empty or behind).
import type { Deps } from './deps';

export async function searchStatus(deps: Deps): Promise<{ mode: string; up: boolean }> {
  const up = !deps.search.stale && (await deps.search.engine.healthy());
  return { mode: deps.search.engine.mode, up };
}

export async function rebuildSearchIndex(deps: Deps): Promise<{ documents: number; ms: number }> {
  const began = performance.now();
  const documents = await deps.search.rebuild();
  return { documents, ms: Math.round(performance.now() - began) };
}
