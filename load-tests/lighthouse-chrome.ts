// The one Chromium a Lighthouse bench drives. Lighthouse's CLI would launch a new Chromium for
// every run, and on a 2-core machine that browser's own start-up work (its processes, its first
// renderer) overlaps the measured page load and stretches its main-thread tasks: on unchanged
// builds the `/` TBT median of 7 runs was 384 ms with a Chromium per run against 276 ms with one for
// all runs. So the bench launches Chromium once, with chrome-launcher (the version Lighthouse
// itself uses, pinned beside it in deploy/local/tools/lighthouse) and Lighthouse's own default
// flags, and each run connects with --port. Lighthouse still clears the cache and storage before
// every run, so each one remains a first visit.
import { createRequire } from 'node:module';
import path from 'node:path';
import { TOOLS_BIN } from '@sonic-nexus/scripts/infra';

/** What the bench needs of chrome-launcher's LaunchedChrome. */
export interface BenchChrome {
  port: number;
  kill(): void;
}

interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<BenchChrome>;
}

/** Flags every run had when Lighthouse launched Chromium itself (--chrome-flags). */
export const BENCH_CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export async function launchBenchChrome(chromePath: string): Promise<BenchChrome> {
  // Installed with Lighthouse into .tools/npm/lighthouse (scripts/ensure-tool.sh), never the root.
  const toolDir = path.join(TOOLS_BIN, '..', 'npm', 'lighthouse');
  const launcher = createRequire(path.join(toolDir, 'package.json'))('chrome-launcher') as ChromeLauncher;
  return launcher.launch({ chromePath, chromeFlags: BENCH_CHROME_FLAGS });
}
