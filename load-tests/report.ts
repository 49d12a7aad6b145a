// report.json (every figure of the run) and report.md (the targets table, then the figures size
// by size), written side by side.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Durations } from './bench-options';
import type { AttackFigures } from './hostile/hostile-bench';
import { READ_TARGETS, UNLOADED_TARGETS } from './measure-size';
import type { HostileFigures } from './hostile/hostile-bench';
import type { ServiceStart, SizeReport, TargetRow } from './targets';

export interface BenchReport {
  generatedAt: string;
  commit: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  /** the store the services used */
  store: string;
  smoke: boolean;
  durations: Durations;
  sizes: SizeReport[];
  serviceStart: ServiceStart | null;
  /** issue 27: a bystander beside each attack */
  hostile: HostileFigures | null;
  targets: TargetRow[];
  /** what the run could not do, and why */
  notes: string[];
}

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const cell = (text: string) => text.replace(/\|/g, '\\|');
const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;

function markdown(report: BenchReport): string {
  const lines = [
    `# Benchmark${report.smoke ? ' (smoke run: figures prove the bench works, not the targets)' : ''}`,
    '',
    `${report.generatedAt} · commit ${report.commit} · ${report.machine.cpus} × ${report.machine.cpuModel}, ` +
      `${report.machine.memoryGiB} GiB · Node ${report.machine.node} · store: ${report.store}`,
    `Load: autocannon in the bench process for saturation (${report.durations.saturation} s at 10 connections) and ` +
      `one-connection latency (${report.durations.unloaded} s); k6's constant-arrival-rate for the fixed rate ` +
      `(${report.durations.atRate} s); 40 undici request loops for votes (${report.durations.votes} s). ` +
      `Baselines answer the edge's bytes from memory in a process of their own.`,
    '',
    '## Targets',
    '',
    row(['target', 'threshold', 'measured', 'baseline', 'pass']),
    row(['---', '---', '---', '---', '---']),
    ...report.targets.map((t) =>
      row([t.target, t.threshold, t.measured, t.baseline, t.pass === null ? '—' : t.pass ? 'pass' : 'FAIL']),
    ),
  ];
  for (const s of report.sizes) {
    lines.push(
      '',
      `## ${n(s.size)} playlists (${n(s.livePlaylists)} live, ${n(s.users)} users)`,
      '',
      row([
        'read target',
        'bytes',
        'edge req/s',
        'edge p50 / p99',
        'raw req/s',
        'express req/s',
        'edge ÷ raw',
        'edge ÷ express',
        'edge errors',
      ]),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...READ_TARGETS.map((key) => {
        const t = s.saturation[key];
        return row([
          `${key} \`${t.url}\``,
          n(t.bytes),
          n(t.edge.rps),
          `${t.edge.p50} / ${t.edge.p99} ms`,
          n(t.raw.rps),
          n(t.express.rps),
          `${n(t.ratioRaw, 3)}×`,
          `${n(t.ratioExpress, 3)}×`,
          n(t.edge.errors),
        ]);
      }),
      '',
      `One connection (p50 / p99): ${UNLOADED_TARGETS.map((k) => `${k} ${s.unloaded[k].p50} / ${s.unloaded[k].p99} ms`).join(' · ')}`,
      `One connection, gateway cache bypassed (p50 / p99): ${UNLOADED_TARGETS.map((k) => `${k} ${s.uncached[k].p50} / ${s.uncached[k].p99} ms`).join(' · ')}; ` +
        `feed at saturation ${n(s.uncached.feedSaturation.rps)} req/s (p50 ${s.uncached.feedSaturation.p50} ms, ${n(s.uncached.feedSaturation.errors)} errors)`,
      `Feed at ${s.feedAtRate.rate} req/s: p50 ${s.feedAtRate.p50} ms, p99 ${s.feedAtRate.p99} ms, ` +
        `${n(s.feedAtRate.rps)} req/s answered, ${n(s.feedAtRate.errors)} errors`,
      s.votes
        ? `Votes: ${n(s.votes.rps)}/s, ${n(s.votes.errors)} failed of ${n(s.votes.requests)}; tallies: vote service ` +
            `${s.votes.voteServiceExact ? 'exact' : 'WRONG'}, playlists ${s.votes.playlistTalliesExact ? 'exact' : 'WRONG'} ` +
            `(settled in ${n(s.votes.settleMs)} ms)` +
            (s.votes.restartExact === null
              ? ''
              : `, after a vote service restart ${s.votes.restartExact ? 'exact' : 'WRONG'} (served in ${n(s.votes.restartMs ?? 0)} ms)`) +
            `${s.votes.mismatches.length ? `: ${s.votes.mismatches.slice(0, 3).join('; ')}` : ''}`
        : 'Votes: not measured (see notes)',
      `Seeding to this size: ${s.seeding
        .map((p) =>
          p.note
            ? `${p.phase} skipped (${p.note})`
            : `${p.phase} ${n(p.created)} new, ${n(p.existing)} found, ${n(p.failed)} failed in ${n(p.seconds, 1)} s (${n(p.writesPerSecond)} writes/s)`,
        )
        .join(' · ')}`,
    );
  }
  if (report.hostile) {
    const attack = (name: string, f: AttackFigures) =>
      `${name}: bystander ${n(f.bystanderAnswers)} answers, ${n(f.bystanderNot200)} not 200, p99 ` +
      `${n(f.bystanderP99Ms)} ms; gateway memory +${n(f.gatewayMemoryGrowthMb)} MB; attacker answered ` +
      `${Object.entries(f.attackerStatuses)
        .map(([status, count]) => `${n(count)} × ${status}`)
        .join(', ')}`;
    lines.push(
      '',
      '## Hostile traffic (issue 27: load-tests/hostile)',
      '',
      `- ${attack('Slow bodies (600 connections from 127.0.0.2, one byte every 5 s)', report.hostile.slowBodies)}`,
      `- ${attack('Stream flood (one session, three spellings)', report.hostile.streamFlood)}`,
    );
  }
  if (report.notes.length) lines.push('', '## Notes', '', ...report.notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

export function writeReport(dir: string, report: BenchReport): { json: string; md: string } {
  mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'report.json');
  const md = path.join(dir, 'report.md');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(md, markdown(report));
  return { json, md };
}
