// `npm start` (production builds) and `npm run dev` (hot reload): the whole platform on one machine.
// Ctrl-C stops everything in reverse order.
import path from 'node:path';
import { resolvePorts } from '@sonic-nexus/web-server/platform-ports';
import { ROOT } from './lib/infra';
import { startPlatform, type Platform } from './lib/platform';
import { stopAll, tailLog, type Managed } from './lib/processes';

async function main(): Promise<void> {
  const mode = process.argv.includes('--dev') ? 'development' : 'production';
  const ports = resolvePorts();
  const dataDir = process.env.SONIC_DATA_DIR ?? path.join(ROOT, '.data');
  const say = (msg: string) => console.log(`[sonic-nexus] ${msg}`);
  const processes: Managed[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    await stopAll(processes);
    say('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const platform: Platform = await startPlatform({ mode, ports, dataDir, onStep: say, processes });
  for (const proc of platform.processes) {
    void proc.exited.then((code) => {
      if (stopping) return;
      say(
        `${proc.name} exited unexpectedly (code ${code}). Last lines of ${proc.logFile}:\n${tailLog(proc.logFile)}`,
      );
      void shutdown(1);
    });
  }
  say(`Sonic Nexus is running (${mode}) at ${platform.url}`);
  say(`logs: ${platform.logDir} — press Ctrl-C to stop`);
  if (process.env.SEED === 'demo') {
    // A lively site to look at: idempotent, so every start with SEED=demo may run it.
    const { seedDemo } = await import('./lib/seed/demo');
    await seedDemo(ports, say).catch((err: unknown) =>
      say(`demo seed failed: ${err instanceof Error ? err.message : String(err)}`),
    );
  }
}

main().catch((err: unknown) => {
  console.error(`[sonic-nexus] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
