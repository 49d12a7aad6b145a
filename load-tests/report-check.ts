// The smoke step of `npm test` asserts the report holds every figure, never how fast they are:
// speed is the bench's to measure, not a test's to assert.
import type { BenchReport } from './report';
import { READ_TARGETS, UNLOADED_TARGETS } from './measure-size';

const LOAD_FIELDS = ['rps', 'p50', 'p99', 'errors', 'requests', 'seconds'] as const;

function isFigure(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** What the report lacks, as paths like `sizes[0].saturation.feed.raw.rps`; empty when complete. */
export function missingFigures(report: BenchReport): string[] {
  const missing: string[] = [];
  const need = (where: string, value: unknown) => {
    if (!isFigure(value)) missing.push(where);
  };
  const needLoad = (where: string, figures: unknown) => {
    const record = (figures ?? {}) as Record<string, unknown>;
    for (const field of LOAD_FIELDS) need(`${where}.${field}`, record[field]);
    if (record.requests === 0) missing.push(`${where}: no request answered`);
  };
  if (!Array.isArray(report.sizes) || report.sizes.length === 0) return ['sizes'];
  report.sizes.forEach((s, i) => {
    const at = `sizes[${i}]`;
    for (const target of READ_TARGETS) {
      const t = s.saturation?.[target];
      for (const side of ['edge', 'raw', 'express'] as const)
        needLoad(`${at}.saturation.${target}.${side}`, t?.[side]);
      need(`${at}.saturation.${target}.ratioRaw`, t?.ratioRaw);
      need(`${at}.saturation.${target}.ratioExpress`, t?.ratioExpress);
    }
    for (const target of UNLOADED_TARGETS) {
      needLoad(`${at}.unloaded.${target}`, s.unloaded?.[target]);
      needLoad(`${at}.uncached.${target}`, s.uncached?.[target]);
    }
    needLoad(`${at}.uncached.feedSaturation`, s.uncached?.feedSaturation);
    needLoad(`${at}.feedAtRate`, s.feedAtRate);
    needLoad(`${at}.votes`, s.votes);
    if (typeof s.votes?.voteServiceExact !== 'boolean') missing.push(`${at}.votes.voteServiceExact`);
    if (typeof s.votes?.playlistTalliesExact !== 'boolean') missing.push(`${at}.votes.playlistTalliesExact`);
    if (typeof s.votes?.restartExact !== 'boolean') missing.push(`${at}.votes.restartExact`);
    for (const phase of ['users', 'playlists', 'votes']) {
      const p = s.seeding?.find((r) => r.phase === phase);
      if (!p || p.note) missing.push(`${at}.seeding.${phase}${p?.note ? ` (skipped: ${p.note})` : ''}`);
      else need(`${at}.seeding.${phase}.writesPerSecond`, p.writesPerSecond);
    }
  });
  need('serviceStart.ms', report.serviceStart?.ms);
  for (const attack of ['slowBodies', 'streamFlood'] as const) {
    const f = report.hostile?.[attack];
    for (const field of [
      'bystanderAnswers',
      'bystanderNot200',
      'bystanderP99Ms',
      'gatewayMemoryGrowthMb',
    ] as const)
      need(`hostile.${attack}.${field}`, f?.[field]);
  }
  if (!Array.isArray(report.targets) || report.targets.length === 0) missing.push('targets');
  return missing;
}
