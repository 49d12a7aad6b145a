// `npm run bench [-- --smoke | --sizes 1000,10000]`: the load benchmark of issue 8 on a platform of
// its own (free ports, fresh data), seeded step by step; writes report.json and report.md and stops
// everything it started, also on Ctrl-C or a failure.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { createSeedClients, type SeedClients } from '@sonic-nexus/scripts/seed/clients';
import { seedPassword, seedPlaylist } from '@sonic-nexus/scripts/seed/content';
import { seedTargets } from '@sonic-nexus/scripts/seed/options';
import { terminalSink } from '@sonic-nexus/scripts/seed/progress';
import { seedPlatform } from '@sonic-nexus/scripts/seed/seed-platform';
import { BENCH_USAGE, parseBenchArgs, type BenchOptions } from './bench-options';
import { startBenchPlatform, type BenchPlatform } from './bench-platform';
import { measureSize, targetUrls } from './measure-size';
import { writeReport, type BenchReport } from './report';
import { missingFigures } from './report-check';
import { measureHostile, type HostileFigures } from './hostile/hostile-bench';
import { waitForEventsDrained } from './settle';
import { evaluateTargets, type ServiceStart, type SizeReport } from './targets';
import { prepareVoteRig, VOTE_PLAYLISTS, type VoteRig } from './vote-bench';

const SEED = 'bench';
// Seeded writes reach other services as events; measuring starts once they are handled.
const DRAIN_MS = 300_000;
const began = Date.now();
const log = (msg: string) => console.log(`[bench ${((Date.now() - began) / 1000).toFixed(1)}s] ${msg}`);

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function seedTo(platform: BenchPlatform, options: BenchOptions, size: number) {
  log(`seeding up to ${size} playlists`);
  const outcome = await seedPlatform(
    {
      ...seedTargets(platform.ports),
      seed: SEED,
      users: options.users,
      playlists: size,
      // One vote per playlist on average, skewed so the Top 100 has a real order.
      votes: size,
      follows: options.users * 2,
      concurrency: 16,
    },
    terminalSink(),
  );
  if (outcome.failed > 0) log(`seeding: ${outcome.failed} writes failed (listed above)`);
  return outcome;
}

async function run(
  platform: BenchPlatform,
  options: BenchOptions,
  clients: SeedClients,
): Promise<BenchReport> {
  const sizes: SizeReport[] = [];
  const notes: string[] = [];
  let rig: VoteRig | null | undefined;
  for (const size of options.sizes) {
    const outcome = await seedTo(platform, options, size);
    if (rig === undefined) {
      rig = await prepareVoteRig(
        platform.edgeUrl,
        platform.publicUrl,
        outcome.users,
        seedPassword(SEED),
      ).catch((err: unknown) => {
        notes.push(`No vote run: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      });
    }
    const detailId = outcome.playlistIds[Math.floor(size / 2)] ?? outcome.playlistIds.find(Boolean);
    if (!detailId) throw new Error('the seed created no playlist: nothing to measure');
    // A tag the seed certainly used: the first one of its first playlist.
    const tag = seedPlaylist(SEED, 0, options.users).tags[0] ?? 'jazz';
    const drained = await waitForEventsDrained(
      `http://127.0.0.1:${platform.ports.NATS_MONITOR_PORT}`,
      DRAIN_MS,
    );
    if (drained.left > 0)
      notes.push(`At ${size} playlists, ${drained.left} events were still pending when measuring began.`);
    log(`measuring at ${size} playlists (events drained in ${drained.ms.toFixed(0)} ms)`);
    const figures = await measureSize({
      edgeUrl: platform.edgeUrl,
      publicUrl: platform.publicUrl,
      urls: targetUrls(tag, detailId),
      durations: options.durations,
      clients,
      rig,
      restartVoteService: () => platform.restartService('vote'),
      log,
    });
    sizes.push({
      size,
      livePlaylists: outcome.playlistIds.filter(Boolean).length + (rig ? VOTE_PLAYLISTS : 0),
      users: outcome.users.length,
      seeding: outcome.phases,
      ...figures,
    });
  }
  const largest = options.sizes[options.sizes.length - 1] as number;
  log(`restarting the playlist service alone at ${largest} playlists`);
  const serviceStart: ServiceStart = {
    service: 'playlist',
    playlists: largest,
    ms: await platform.restartService('playlist'),
  };
  log(`playlist service SERVING ${serviceStart.ms.toFixed(0)} ms after spawn`);
  notes.push(
    'Service start restarts the process by the command line and environment it ran with (read from /proc): ' +
      'scripts/lib/platform.ts has no restart of one service yet.',
  );
  let hostile: HostileFigures | null = null;
  if (rig && rig.voters.length > 1) {
    const person = rig.voters[0] as (typeof rig.voters)[number];
    hostile = await measureHostile(
      {
        origin: platform.edgeUrl,
        publicUrl: platform.publicUrl,
        gatewayAdminPort: platform.ports.GATEWAY_ADMIN_PORT,
        person: { username: person.username, password: seedPassword(SEED) },
      },
      rig.cookies[1] as string,
      log,
      options.smoke ? 0.5 : 1,
    );
  } else notes.push('No hostile-traffic run: no signed-in seeded users (see the vote run).');
  return {
    generatedAt: new Date().toISOString(),
    commit: commit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    store: process.env.MONGO_URL ? 'MONGO_URL' : 'embedded FerretDB',
    smoke: options.smoke,
    durations: options.durations,
    sizes,
    serviceStart,
    hostile,
    targets: evaluateTargets(sizes, serviceStart, hostile),
    notes,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return void console.log(BENCH_USAGE);
  const options = parseBenchArgs(args);
  let stopStarted: () => Promise<void> = async () => undefined;
  const interrupted = () =>
    void stopStarted().then(() => {
      log('interrupted: everything the bench started is stopped');
      process.exit(130);
    });
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const platform = await startBenchPlatform(log, (stopPlatform) => {
    stopStarted = stopPlatform;
  });
  const clients = createSeedClients(seedTargets(platform.ports));
  const stop = async () => {
    clients.close();
    await platform.stop();
  };
  stopStarted = stop;
  try {
    const report = await Promise.race([run(platform, options, clients), platform.crashed]);
    const files = writeReport(options.outDir, report);
    log(`report: ${files.md} and ${files.json}`);
    for (const t of report.targets) {
      log(`${t.pass === null ? '   ' : t.pass ? 'ok ' : 'BAD'} ${t.target}: ${t.measured} (${t.threshold})`);
    }
    if (options.check) {
      const missing = missingFigures(report);
      if (missing.length > 0) throw new Error(`the report lacks figures: ${missing.join(', ')}`);
      log('check: the report holds every figure');
    }
  } finally {
    await stop();
  }
}

main().catch((err: unknown) => {
  console.error(`[bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
