// One oEmbed request over HTTP, bounded in time: the request and the reading of its answer are
// aborted together when the time is up.
import type { PlatformMetadata } from '../read-model/playlist-record';
import { metadataOf } from './oembed-response';

/** The platform itself failed (5xx, rate limit): counts against its circuit breaker. */
class PlatformError extends Error {
  constructor(readonly status: number) {
    super(`the oEmbed endpoint answered ${status}`);
    this.name = 'PlatformError';
  }
}

/**
 * The platform's metadata of the link; null when the platform knows nothing of it (4xx: private,
 * removed, not embeddable: the platform is fine). Throws on a timeout (TimeoutError), a network
 * error, a 5xx or 429, or an answer that is no JSON object.
 */
export async function fetchOembed(requestUrl: string, timeoutMs: number): Promise<PlatformMetadata | null> {
  const res = await fetch(requestUrl, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status === 429 || res.status >= 500) {
    await res.body?.cancel();
    throw new PlatformError(res.status);
  }
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return metadataOf(await res.json());
}
