// Shape and parsing of /runtime-config.json, the deploy-time settings the shell reads at start.
import { remoteAreaNames, remoteAreas, type RemoteAreaName } from './remote-areas';

export interface RuntimeConfig {
  remotes: Record<RemoteAreaName, string>;
}

export function defaultRuntimeConfig(): RuntimeConfig {
  const remotes = {} as Record<RemoteAreaName, string>;
  for (const area of remoteAreaNames) remotes[area] = remoteAreas[area].defaultManifestUrl;
  return { remotes };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lenient on purpose: a missing or malformed entry falls back to its default, never breaks the site. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const config = defaultRuntimeConfig();
  const remotes = isRecord(json) && isRecord(json.remotes) ? json.remotes : {};
  for (const area of remoteAreaNames) {
    const url = remotes[area];
    if (typeof url === 'string' && url.trim() !== '') config.remotes[area] = url.trim();
  }
  return config;
}

export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) return defaultRuntimeConfig();
    return parseRuntimeConfig(await response.json());
  } catch {
    return defaultRuntimeConfig();
  }
}
