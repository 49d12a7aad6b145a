// Everything measured at one size: each read target through the edge and against the two
// baselines answering its bytes, latencies, and the vote run.
import type { SeedClients } from '@sonic-nexus/scripts/seed/clients';
import { captureFixtures, startBaselines } from './baselines';
import { atRate } from './at-rate';
import { saturate, saturateUncached, type LoadFigures } from './http-load';
import type { Durations } from './bench-options';
import { measureVotes, type VoteFigures, type VoteRig } from './vote-bench';

export const READ_TARGETS = ['feed', 'tag', 'top', 'detail', 'page500'] as const;
export type ReadTarget = (typeof READ_TARGETS)[number];
export const UNLOADED_TARGETS = ['feed', 'top', 'page500', 'detail'] as const;
type UnloadedTarget = (typeof UNLOADED_TARGETS)[number];

const SATURATION_CONNECTIONS = 10;
const FIXED_RATE = 500;
const WARM_UP_SECONDS = 1;

export interface TargetFigures {
  url: string;
  bytes: number;
  edge: LoadFigures;
  raw: LoadFigures;
  express: LoadFigures;
  /** edge throughput as a share of the baseline's */
  ratioRaw: number;
  ratioExpress: number;
}

export interface SizeFigures {
  saturation: Record<ReadTarget, TargetFigures>;
  /** one connection: latency without queueing */
  unloaded: Record<UnloadedTarget, LoadFigures>;
  /**
   * The same with the gateway's public-read cache bypassed (a query parameter per request): the
   * service path, whose cost is what must not grow with the data. `feed` also at saturation.
   */
  uncached: Record<UnloadedTarget, LoadFigures> & { feedSaturation: LoadFigures };
  feedAtRate: LoadFigures & { rate: number };
  /** null when the vote run could not be prepared (the report's notes say why) */
  votes: VoteFigures | null;
}

export function targetUrls(tag: string, detailId: string): Record<ReadTarget, string> {
  return {
    feed: '/api/playlists?page=1&limit=20',
    tag: `/api/playlists?tag=${encodeURIComponent(tag)}&page=1&limit=20`,
    top: '/api/playlists/top?limit=100',
    detail: `/api/playlists/${encodeURIComponent(detailId)}`,
    page500: '/api/playlists?page=500&limit=20',
  };
}

export async function measureSize(opts: {
  edgeUrl: string;
  publicUrl: string;
  urls: Record<ReadTarget, string>;
  durations: Durations;
  clients: SeedClients;
  rig: VoteRig | null;
  /** restarts the vote service after the vote run (its tallies must survive); ms until it serves */
  restartVoteService?: () => Promise<number>;
  log: (msg: string) => void;
}): Promise<SizeFigures> {
  const { edgeUrl, urls, durations, log } = opts;
  const fixtures = await captureFixtures(edgeUrl, Object.values(urls));
  const baselines = await startBaselines(fixtures);
  const saturation = {} as Record<ReadTarget, TargetFigures>;
  try {
    // The first seconds of a run warm JIT and connection pools of the server and of autocannon.
    for (const base of [edgeUrl, baselines.rawUrl, baselines.expressUrl]) {
      await saturate(
        `${base}${urls.feed}`,
        SATURATION_CONNECTIONS,
        Math.min(WARM_UP_SECONDS, durations.saturation),
      );
    }
    for (const target of READ_TARGETS) {
      const url = urls[target];
      const edge = await saturate(`${edgeUrl}${url}`, SATURATION_CONNECTIONS, durations.saturation);
      const raw = await saturate(`${baselines.rawUrl}${url}`, SATURATION_CONNECTIONS, durations.saturation);
      const express = await saturate(
        `${baselines.expressUrl}${url}`,
        SATURATION_CONNECTIONS,
        durations.saturation,
      );
      const bytes = Buffer.from(fixtures.find((f) => f.url === url)?.bodyBase64 ?? '', 'base64').length;
      saturation[target] = {
        url,
        bytes,
        edge,
        raw,
        express,
        ratioRaw: raw.rps > 0 ? edge.rps / raw.rps : 0,
        ratioExpress: express.rps > 0 ? edge.rps / express.rps : 0,
      };
      log(
        `  ${target.padEnd(8)} edge ${edge.rps.toFixed(0)} req/s (p50 ${edge.p50} ms, ${edge.errors} errors) · ` +
          `raw ${raw.rps.toFixed(0)} · express ${express.rps.toFixed(0)} · edge/raw ${saturation[target].ratioRaw.toFixed(3)}×`,
      );
    }
  } finally {
    baselines.stop();
  }
  const unloaded = {} as Record<UnloadedTarget, LoadFigures>;
  for (const target of UNLOADED_TARGETS) {
    unloaded[target] = await saturate(`${edgeUrl}${urls[target]}`, 1, durations.unloaded);
    log(
      `  ${target.padEnd(8)} one connection: p50 ${unloaded[target].p50} ms, p99 ${unloaded[target].p99} ms`,
    );
  }
  const uncachedUnloaded = {} as Record<UnloadedTarget, LoadFigures>;
  for (const target of UNLOADED_TARGETS) {
    uncachedUnloaded[target] = await saturateUncached(`${edgeUrl}${urls[target]}`, 1, durations.unloaded);
    log(
      `  ${target.padEnd(8)} one connection, cache bypassed: p50 ${uncachedUnloaded[target].p50} ms, p99 ${uncachedUnloaded[target].p99} ms`,
    );
  }
  const uncachedFeed = await saturateUncached(
    `${edgeUrl}${urls.feed}`,
    SATURATION_CONNECTIONS,
    durations.saturation,
  );
  log(`  feed     cache bypassed: ${uncachedFeed.rps.toFixed(0)} req/s (p50 ${uncachedFeed.p50} ms)`);
  const uncached = { ...uncachedUnloaded, feedSaturation: uncachedFeed };
  const feedAtRate = {
    ...(await atRate(`${edgeUrl}${urls.feed}`, FIXED_RATE, durations.atRate)),
    rate: FIXED_RATE,
  };
  log(
    `  feed at ${FIXED_RATE} req/s: p50 ${feedAtRate.p50} ms, p99 ${feedAtRate.p99} ms, ${feedAtRate.rps.toFixed(0)} req/s answered`,
  );
  const votes = opts.rig
    ? await measureVotes(
        edgeUrl,
        opts.publicUrl,
        opts.clients,
        opts.rig,
        durations.votes,
        opts.restartVoteService,
      )
    : null;
  if (votes) {
    log(
      `  votes    ${votes.rps.toFixed(0)} votes/s, ${votes.errors} failed · tallies exact: vote service ${votes.voteServiceExact}, ` +
        `playlists ${votes.playlistTalliesExact} (settled in ${votes.settleMs.toFixed(0)} ms)` +
        (votes.restartExact === null
          ? ''
          : `, after a vote service restart ${votes.restartExact} (served in ${votes.restartMs?.toFixed(0)} ms)`),
    );
  }
  return { saturation, unloaded, uncached, feedAtRate, votes };
}
