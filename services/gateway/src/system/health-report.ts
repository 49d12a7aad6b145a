// Runs every dependency probe in parallel, each time-boxed, and shapes the contract's Health body.
import { HEALTH_DEPENDENCIES, type Health, type HealthDependency } from '@sonic-nexus/contract';
import { probeWithin } from '@sonic-nexus/service-kit';

export type HealthProbes = Record<HealthDependency, () => Promise<boolean>>;
export type SearchMode = Health['search']['mode'];

const PROBE_TIMEOUT_MS = 1500;

/** `searchMode` is read after the probes ran: the search probe learns it. */
export async function buildHealthReport(probes: HealthProbes, searchMode: () => SearchMode): Promise<Health> {
  const started = Date.now();
  const results = await Promise.all(
    HEALTH_DEPENDENCIES.map(
      async (name) => [name, await probeWithin(probes[name], PROBE_TIMEOUT_MS)] as const,
    ),
  );
  const services = Object.fromEntries(
    results.map(([name, up]) => [name, up ? 'up' : 'down']),
  ) as Health['services'];
  return {
    status: results.every(([, up]) => up) ? 'ok' : 'degraded',
    services,
    search: { mode: searchMode() },
    checkedAt: new Date().toISOString(),
    durationMs: Date.now() - started,
  };
}
