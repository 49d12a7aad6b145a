import type { LoadFigures } from './http-load';
import { READ_TARGETS, type SizeFigures, type TargetFigures } from './measure-size';
import type { BenchReport } from './report';
import { missingFigures } from './report-check';
import { evaluateTargets, type SizeReport } from './targets';

const load = (over: Partial<LoadFigures> = {}): LoadFigures => ({
  rps: 1000,
  p50: 5,
  p99: 20,
  errors: 0,
  requests: 1000,
  seconds: 1,
  ...over,
});

function target(edgeRps: number): TargetFigures {
  return {
    url: '/api/x',
    bytes: 100,
    edge: load({ rps: edgeRps }),
    raw: load({ rps: 10_000 }),
    express: load({ rps: 5000 }),
    ratioRaw: edgeRps / 10_000,
    ratioExpress: edgeRps / 5000,
  };
}

function size(playlists: number, over: Partial<SizeFigures> = {}): SizeReport {
  const saturation = Object.fromEntries(
    READ_TARGETS.map((t) => [t, target(2000)]),
  ) as SizeFigures['saturation'];
  return {
    size: playlists,
    livePlaylists: playlists + 10,
    users: 1000,
    seeding: ['users', 'verify', 'playlists', 'votes'].map((phase) => ({
      phase,
      total: 10,
      created: 10,
      existing: 0,
      failed: 0,
      seconds: 1,
      writesPerSecond: 10,
      errors: [],
    })),
    saturation,
    unloaded: { feed: load(), top: load(), page500: load(), detail: load() },
    uncached: { feed: load(), top: load(), page500: load(), detail: load(), feedSaturation: load() },
    feedAtRate: { ...load({ rps: 500 }), rate: 500 },
    votes: {
      ...load({ rps: 900 }),
      voteServiceExact: true,
      playlistTalliesExact: true,
      settleMs: 10,
      restartExact: true,
      restartMs: 300,
      mismatches: [],
    },
    ...over,
  };
}

const attack = {
  bystanderAnswers: 200,
  bystanderNot200: 0,
  bystanderP99Ms: 90,
  gatewayMemoryGrowthMb: 30,
  attackerStatuses: { 408: 512, 503: 7000 },
};

function report(sizes: SizeReport[]): BenchReport {
  const serviceStart = { service: 'playlist', playlists: 100_000, ms: 900 };
  const hostile = { slowBodies: attack, streamFlood: attack };
  return {
    generatedAt: '2026-01-01T00:00:00.000Z',
    commit: 'abc',
    machine: { cpus: 2, cpuModel: 'cpu', memoryGiB: 24, node: 'v20' },
    store: 'embedded FerretDB',
    smoke: false,
    durations: { saturation: 1, unloaded: 1, atRate: 1, votes: 1 },
    sizes,
    serviceStart,
    hostile,
    targets: evaluateTargets(sizes, serviceStart, hostile),
    notes: [],
  };
}

describe('bench report check', () => {
  it('finds nothing missing in a complete report', () => {
    expect(missingFigures(report([size(1000), size(10_000)]))).toEqual([]);
  });

  it('names every figure a run failed to measure', () => {
    const broken = size(100, { votes: null });
    broken.saturation.top.raw = load({ rps: Number.NaN });
    broken.unloaded.detail = load({ requests: 0 });
    broken.uncached.page500 = load({ requests: 0 });
    broken.seeding = broken.seeding.map((p) => (p.phase === 'votes' ? { ...p, note: 'nobody verified' } : p));
    const noFlood = { slowBodies: attack, streamFlood: { ...attack, bystanderP99Ms: Number.NaN } };
    expect(missingFigures({ ...report([broken]), serviceStart: null, hostile: noFlood })).toEqual([
      'sizes[0].saturation.top.raw.rps',
      'sizes[0].uncached.page500: no request answered',
      'sizes[0].unloaded.detail: no request answered',
      'sizes[0].votes.rps',
      'sizes[0].votes.p50',
      'sizes[0].votes.p99',
      'sizes[0].votes.errors',
      'sizes[0].votes.requests',
      'sizes[0].votes.seconds',
      'sizes[0].votes.voteServiceExact',
      'sizes[0].votes.playlistTalliesExact',
      'sizes[0].votes.restartExact',
      'sizes[0].seeding.votes (skipped: nobody verified)',
      'serviceStart.ms',
      'hostile.streamFlood.bystanderP99Ms',
    ]);
    expect(missingFigures({ ...report([]), sizes: [] })).toEqual(['sizes']);
  });
});

describe('bench targets', () => {
  const row = (rows: ReturnType<typeof evaluateTargets>, start: string) =>
    rows.find((r) => r.target.startsWith(start));

  it('judges at 10,000 playlists when the run has that size, at the threshold exactly', () => {
    const at10k = size(10_000);
    at10k.saturation.feed = target(1500); // 0.15× of raw: passes
    at10k.saturation.tag = target(1499); // just under: fails
    const rows = evaluateTargets([size(1000), at10k, size(100_000)], null);
    expect(row(rows, 'Feed page 1')).toMatchObject({ target: expect.stringContaining('10,000'), pass: true });
    expect(row(rows, 'Feed by tag')?.pass).toBe(false);
    expect(row(rows, 'Top 100 at')?.pass).toBe(true);
  });

  it('fails growth beyond 1.5× and cannot judge it with one size', () => {
    // judged on the service path (cache bypassed); the cached latency stays flat here
    const slow = size(100_000, {
      uncached: {
        feed: load({ p50: 8 }),
        top: load({ p50: 7 }),
        page500: load(),
        detail: load(),
        feedSaturation: load(),
      },
    });
    const rows = evaluateTargets([size(1000), slow], null);
    expect(row(rows, 'Feed latency growth')?.pass).toBe(false);
    expect(row(rows, 'Top 100 latency growth')?.pass).toBe(true);
    expect(row(evaluateTargets([size(1000)], null), 'Feed latency growth')?.pass).toBeNull();
  });

  it('fails the vote targets on too few votes, a failed vote or a wrong tally', () => {
    const base = size(10_000);
    const votes = base.votes as NonNullable<SizeReport['votes']>;
    expect(row(evaluateTargets([base], null), 'Votes/s')?.pass).toBe(true);
    expect(row(evaluateTargets([{ ...base, votes: { ...votes, rps: 799 } }], null), 'Votes/s')?.pass).toBe(
      false,
    );
    expect(row(evaluateTargets([{ ...base, votes: { ...votes, errors: 1 } }], null), 'Votes/s')?.pass).toBe(
      false,
    );
    const wrong = { ...base, votes: { ...votes, playlistTalliesExact: false } };
    expect(row(evaluateTargets([wrong], null), 'Tallies')?.pass).toBe(false);
    const lostInRestart = { ...base, votes: { ...votes, restartExact: false } };
    expect(row(evaluateTargets([lostInRestart], null), 'Tallies')).toMatchObject({
      measured: expect.stringContaining('restarted WRONG'),
      pass: false,
    });
    expect(row(evaluateTargets([{ ...base, votes: null }], null), 'Votes/s')?.pass).toBe(false);
  });

  it('counts any error through the edge', () => {
    const base = size(10_000);
    base.saturation.detail = { ...target(2000), edge: load({ errors: 3 }) };
    expect(row(evaluateTargets([base], null), 'Errors through the edge')).toMatchObject({
      measured: '3',
      pass: false,
    });
  });
});
