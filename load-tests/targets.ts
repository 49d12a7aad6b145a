// The "Done when" targets of issue 8, judged on one bench run: each row names the target, its
// threshold, the measured value, the baseline of the same run and pass/fail.
import type { AttackFigures, HostileFigures } from './hostile/hostile-bench';
import type { PhaseResult } from '@sonic-nexus/scripts/seed/progress';
import type { SizeFigures } from './measure-size';

export interface SizeReport extends SizeFigures {
  /** seeded playlists: the size this step measures */
  size: number;
  /** live playlists while measuring: the seeded ones plus the vote bench's ten */
  livePlaylists: number;
  users: number;
  /** the seed phases that grew the platform to this size */
  seeding: PhaseResult[];
}

export interface ServiceStart {
  service: string;
  playlists: number;
  /** from spawning the process to its gRPC health answering SERVING */
  ms: number;
}

export interface TargetRow {
  target: string;
  threshold: string;
  measured: string;
  baseline: string;
  /** null: informational, or not measurable in this run (e.g. growth with one size) */
  pass: boolean | null;
}

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (value: number) => `${n(value, value < 10 ? 1 : 0)} ms`;

function ratioRow(label: string, s: SizeReport, key: 'feed' | 'tag' | 'top', min: number): TargetRow {
  const t = s.saturation[key];
  return {
    target: `${label}: edge ÷ raw node:http, same bytes`,
    threshold: `≥ ${min}×`,
    measured: `${n(t.ratioRaw, 3)}× (${n(t.edge.rps)} req/s)`,
    baseline: `raw ${n(t.raw.rps)} req/s · express ${n(t.express.rps)} req/s (edge ÷ express ${n(t.ratioExpress, 3)}×)`,
    pass: t.ratioRaw >= min,
  };
}

function growthRow(label: string, sizes: SizeReport[], key: 'feed' | 'top'): TargetRow {
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  if (!first || !last || first === last) {
    return { target: label, threshold: '≤ 1.5×', measured: 'needs two sizes', baseline: '—', pass: null };
  }
  // On the service path: a cached answer costs the same at any size, so it would prove nothing.
  const growth = last.uncached[key].p50 / Math.max(first.uncached[key].p50, 0.001);
  return {
    target: `${label} (p50, one connection, cache bypassed), ${n(first.size)} → ${n(last.size)} playlists`,
    threshold: '≤ 1.5×',
    measured: `${n(growth, 2)}× (${ms(first.uncached[key].p50)} → ${ms(last.uncached[key].p50)})`,
    baseline: `cached: ${ms(first.unloaded[key].p50)} → ${ms(last.unloaded[key].p50)}`,
    pass: growth <= 1.5,
  };
}

/** A phase's writes per second over the steps where it wrote (a step that only found is not a rate). */
function seedingRate(sizes: SizeReport[], name: string): string {
  const phases = sizes.flatMap((s) => s.seeding.filter((p) => p.phase === name));
  const writing = phases.filter((p) => p.created > 0);
  if (writing.length === 0) return phases.some((p) => p.note) ? `${name} skipped` : `${name} —`;
  const created = writing.reduce((sum, p) => sum + p.created, 0);
  const seconds = writing.reduce((sum, p) => sum + p.seconds, 0);
  return `${name} ${n(created / seconds)}/s`;
}

/** Judged at 10,000 playlists when the run has that size, else at its largest. */
function hostileRows(hostile: HostileFigures | null): TargetRow[] {
  const row = (name: string, f: AttackFigures | undefined): TargetRow => ({
    target: `A bystander's feed, sign-in and health during ${name} (issue 27)`,
    threshold: 'all 200, p99 ≤ 1 s, gateway memory ≤ +50 MB',
    measured: f
      ? `${n(f.bystanderNot200)} not 200 of ${n(f.bystanderAnswers)}, p99 ${ms(f.bystanderP99Ms)}, +${n(f.gatewayMemoryGrowthMb)} MB`
      : 'not measured (see notes)',
    baseline: '—',
    pass: f
      ? f.bystanderNot200 === 0 &&
        f.bystanderAnswers > 0 &&
        f.bystanderP99Ms <= 1000 &&
        f.gatewayMemoryGrowthMb <= 50
      : false,
  });
  return [
    row('600 slow bodies from one address', hostile?.slowBodies),
    row('a stream flood from one session', hostile?.streamFlood),
  ];
}

export function evaluateTargets(
  sizes: SizeReport[],
  serviceStart: ServiceStart | null,
  hostile: HostileFigures | null = null,
): TargetRow[] {
  const at = sizes.find((s) => s.size === 10_000) ?? sizes[sizes.length - 1];
  if (!at) return [];
  const where = `at ${n(at.size)} playlists`;
  const edgeErrors = Object.values(at.saturation).reduce((sum, t) => sum + t.edge.errors, 0);
  const allExact = sizes.every(
    (s) => s.votes?.voteServiceExact && s.votes.playlistTalliesExact && s.votes.restartExact !== false,
  );
  const last = sizes[sizes.length - 1] as SizeReport;
  return [
    ratioRow(`Feed page 1 ${where}`, at, 'feed', 0.15),
    ratioRow(`Feed by tag ${where}`, at, 'tag', 0.15),
    ratioRow(`Top 100 ${where}`, at, 'top', 0.1),
    {
      target: `Feed page 1 with the gateway cache bypassed (the service path) ${where}`,
      threshold: '(reported)',
      measured: `${n(at.uncached.feedSaturation.rps / Math.max(at.saturation.feed.raw.rps, 1), 3)}× raw (${n(at.uncached.feedSaturation.rps)} req/s, p50 ${ms(at.uncached.feedSaturation.p50)})`,
      baseline: `raw ${n(at.saturation.feed.raw.rps)} req/s`,
      pass: null,
    },
    {
      target: `Errors through the edge, every read target at saturation, ${where}`,
      threshold: '0',
      measured: n(edgeErrors),
      baseline: '—',
      pass: edgeErrors === 0,
    },
    {
      target: `Feed p99 at ${at.feedAtRate.rate} req/s ${where}`,
      threshold: '≤ 30 ms',
      measured: `${ms(at.feedAtRate.p99)} (p50 ${ms(at.feedAtRate.p50)}, ${n(at.feedAtRate.rps)} req/s answered)`,
      baseline: '—',
      pass: at.feedAtRate.p99 <= 30 && at.feedAtRate.errors === 0,
    },
    {
      target: `Feed page 500 p50, one connection, cache bypassed, ${where}`,
      threshold: '≤ 50 ms',
      measured: `${ms(at.uncached.page500.p50)} (cached ${ms(at.unloaded.page500.p50)})`,
      baseline: '—',
      pass: at.uncached.page500.p50 <= 50,
    },
    {
      target: `Playlist detail p50, one connection, cache bypassed, ${where}`,
      threshold: '≤ 30 ms',
      measured: `${ms(at.uncached.detail.p50)} (cached ${ms(at.unloaded.detail.p50)})`,
      baseline: `raw ${n(at.saturation.detail.raw.rps)} req/s at saturation`,
      pass: at.uncached.detail.p50 <= 30,
    },
    growthRow('Feed latency growth', sizes, 'feed'),
    growthRow('Top 100 latency growth', sizes, 'top'),
    at.votes
      ? {
          target: `Votes/s from 40 in-process loops of the bench on 10 playlists, ${where} (as k6 sees the site: npm run bench:votes)`,
          threshold: '≥ 800/s',
          measured: `${n(at.votes.rps)}/s (${n(at.votes.errors)} failed of ${n(at.votes.requests)})`,
          baseline: '—',
          pass: at.votes.rps >= 800 && at.votes.errors === 0,
        }
      : {
          target: 'Votes/s from 40 in-process loops of the bench',
          threshold: '≥ 800/s',
          measured: 'not measured (see notes)',
          baseline: '—',
          pass: false,
        },
    {
      target: 'Tallies equal the stored votes after every vote run, and after a vote service restart',
      threshold: 'exact',
      measured: sizes
        .map((s) =>
          s.votes
            ? `${n(s.size)}: vote service ${s.votes.voteServiceExact ? 'exact' : 'WRONG'}, ` +
              `playlists ${s.votes.playlistTalliesExact ? 'exact' : 'WRONG'} after ${ms(s.votes.settleMs)}` +
              (s.votes.restartExact === null
                ? ''
                : `, restarted ${s.votes.restartExact ? 'exact' : 'WRONG'} (${ms(s.votes.restartMs ?? 0)})`)
            : `${n(s.size)}: no vote run`,
        )
        .join('; '),
      baseline: '—',
      pass: allExact,
    },
    {
      target: `Writes per second while seeding, every step up to ${n(last.size)} playlists`,
      threshold: '(reported)',
      measured: ['users', 'verify', 'playlists', 'votes', 'follows']
        .map((p) => seedingRate(sizes, p))
        .join(' · '),
      baseline: '—',
      pass: null,
    },
    {
      target: serviceStart
        ? `${serviceStart.service} service start at ${n(serviceStart.playlists)} playlists (spawn → gRPC SERVING)`
        : 'Service start at the largest size',
      threshold: '(reported)',
      measured: serviceStart ? ms(serviceStart.ms) : 'not measured',
      baseline: '—',
      pass: null,
    },
    ...hostileRows(hostile),
  ];
}
