// Starts the whole platform once for every journey (production builds, real stores, the free ports
// of ports.ts, a scratch folder for data and builds), exactly as `npm start` serves it. A small
// control endpoint on loopback lets a journey stop and restart one front-end server to see the site
// degrade and recover.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '@sonic-nexus/scripts/platform';
import { journeyPorts, siteElsewhere } from './ports';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // A site running elsewhere (the cluster's ingress) is the platform: nothing to start.
  if (siteElsewhere()) return async () => undefined;
  // The journeys vote through the UI at a person's pace, but seed votes through the API at machine
  // speed (the page-weight journey: 12 in a row per voter; Fire History: 11 between submissions),
  // past the default of 10 at once. Their submissions (14 at most per user) and cards stay within
  // the defaults. The gateway inherits this process's environment (scripts/lib/processes.ts).
  process.env.RATE_LIMIT_VOTE_PER_USER ??= '1000';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-e2e-'));
  const platform = await startPlatform({
    mode: 'production',
    ports: journeyPorts(),
    dataDir,
    // Not the apps' dist/: a running `npm start` serves those.
    webDistRoot: path.join(dataDir, 'web'),
    onStep: (msg) => console.log(`[e2e platform] ${msg}`),
  });

  const control = http.createServer((req, res) => {
    const match = /^\/(stop|start)-web\/([a-z-]+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const [, action, name] = match as unknown as [string, 'stop' | 'start', string];
    const work = action === 'stop' ? platform.stopWeb(name) : platform.startWeb(name);
    work.then(
      () => res.writeHead(204).end(),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  return async () => {
    control.close();
    await platform.stop();
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
