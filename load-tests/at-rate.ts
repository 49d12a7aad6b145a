// Latency at a fixed arrival rate, measured by k6 (constant-arrival-rate): autocannon's
// `overallRate` sends each second's requests in bursts, which measures its own queueing.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TOOLS_BIN } from '@sonic-nexus/scripts/infra';
import type { LoadFigures } from './http-load';

const SCRIPT = path.join(__dirname, 'k6', 'at-rate.js');

interface K6Summary {
  metrics: {
    http_req_duration?: { med: number; 'p(99)': number };
    http_reqs?: { count: number; rate: number };
    http_req_failed?: { passes: number; fails: number; value: number };
    dropped_iterations?: { count: number };
  };
}

/** `rate` GETs of `url` per second for `seconds`; latencies in ms as k6 measured them. */
export async function atRate(url: string, rate: number, seconds: number): Promise<LoadFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonic-k6-'));
  const summaryFile = path.join(dir, 'summary.json');
  try {
    await promisify(execFile)(
      path.join(TOOLS_BIN, 'k6'),
      ['run', '--quiet', '--no-usage-report', '--summary-export', summaryFile, SCRIPT],
      { env: { ...process.env, URL: url, RATE: String(rate), SECONDS: String(seconds) } },
    );
    const { metrics } = JSON.parse(readFileSync(summaryFile, 'utf8')) as K6Summary;
    const requests = metrics.http_reqs?.count ?? 0;
    // http_req_failed counts failures as "passes" of its rate check (k6's naming).
    const failed = metrics.http_req_failed?.passes ?? 0;
    const dropped = metrics.dropped_iterations?.count ?? 0;
    return {
      rps: (requests - failed) / seconds,
      p50: round(metrics.http_req_duration?.med ?? Number.NaN),
      p99: round(metrics.http_req_duration?.['p(99)'] ?? Number.NaN),
      // a request k6 could not even start on schedule is an error of the run too
      errors: failed + dropped,
      requests,
      seconds,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;
