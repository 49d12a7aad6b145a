// The enrichment adapter the use cases see: asks a platform's oEmbed endpoint about a playlist link
// through that platform's circuit breaker (opossum), so a dead platform costs nothing once a few
// calls failed, until its reset window passes and one trial call may go. It never throws: a failure
// is logged and answered as "nothing known", so it can never fail a playlist.
import { PLATFORMS, type Platform } from '@sonic-nexus/contract';
import CircuitBreaker from 'opossum';
import type pino from 'pino';
import type { PlatformMetadata } from '../read-model/playlist-record';
import { fetchOembed } from './oembed-client';
import { oembedRequestUrl, type OembedEndpoints } from './oembed-endpoints';

export interface PlatformMetadataSource {
  /**
   * Whether the platform may be asked now: it has an endpoint and its breaker is not open (while
   * it is, a playlist of that platform costs not even a store read).
   */
  available(platform: string): boolean;
  /** What the platform says of the link; null when it says nothing or could not be asked (logged). */
  describe(platform: string, playlistUrl: string): Promise<PlatformMetadata | null>;
  /** Stops the breakers' timers. */
  close(): void;
}

export interface PlatformMetadataOptions {
  endpoints: OembedEndpoints;
  /** Each request, answer included, is aborted after this long. */
  timeoutMs: number;
  /** Calls within the rolling window (10 s) before a breaker may open: at more than half failed. */
  breakerMinCalls: number;
  /** How long an open breaker refuses calls before it lets one trial call through. */
  breakerResetMs: number;
  logger: pino.Logger;
}

type Breaker = CircuitBreaker<[string], PlatformMetadata | null>;

const isOpenBreaker = (err: unknown) => (err as { code?: unknown } | null)?.code === 'EOPENBREAKER';
// fetch rejects with the signal's DOMException when AbortSignal.timeout fires.
const isTimeout = (err: unknown) => (err as { name?: unknown } | null)?.name === 'TimeoutError';

export function createPlatformMetadataSource(opts: PlatformMetadataOptions): PlatformMetadataSource {
  const { endpoints, timeoutMs, logger } = opts;
  const breakers = new Map<Platform, Breaker>();
  for (const platform of PLATFORMS) {
    if (!endpoints[platform]) continue;
    const breaker: Breaker = new CircuitBreaker((url: string) => fetchOembed(url, timeoutMs), {
      name: `oembed-${platform}`,
      // Each request carries its own abort signal (oembed-client.ts): opossum's timer would only
      // stop waiting, not stop the request.
      timeout: false,
      errorThresholdPercentage: 50,
      volumeThreshold: opts.breakerMinCalls,
      resetTimeout: opts.breakerResetMs,
    });
    breaker.on('open', () =>
      logger.warn(
        { platform, resetMs: opts.breakerResetMs },
        'oEmbed circuit opened: no calls to this platform until its reset window passed',
      ),
    );
    breaker.on('halfOpen', () => logger.info({ platform }, 'oEmbed circuit half open: one trial call'));
    breaker.on('close', () => logger.info({ platform }, 'oEmbed circuit closed'));
    breakers.set(platform, breaker);
  }

  return {
    available(platform) {
      const breaker = breakers.get(platform as Platform);
      return breaker !== undefined && !breaker.opened;
    },
    async describe(platform, playlistUrl) {
      const breaker = breakers.get(platform as Platform);
      const requestUrl = oembedRequestUrl(endpoints, platform, playlistUrl);
      if (!breaker || !requestUrl) return null;
      try {
        return await breaker.fire(requestUrl);
      } catch (err) {
        if (isOpenBreaker(err)) {
          logger.debug({ platform, playlistUrl }, 'oEmbed circuit open: playlist left unenriched');
        } else if (isTimeout(err)) {
          logger.warn(
            { platform, playlistUrl, timeoutMs },
            'oEmbed request timed out: playlist left unenriched',
          );
        } else {
          logger.warn({ err, platform, playlistUrl }, 'oEmbed request failed: playlist left unenriched');
        }
        return null;
      }
    },
    close() {
      for (const breaker of breakers.values()) breaker.shutdown();
    },
  };
}
