// Starts the whole platform (production builds, real stores) once per spec file on the default
// ports, in a scratch data folder, so a journey sees exactly what `npm start` serves.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform, type Platform } from '@sonic-nexus/scripts/platform';
import { resolvePorts } from '@sonic-nexus/scripts/platform-ports';

export async function bootPlatform(): Promise<{ platform: Platform; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-e2e-'));
  const platform = await startPlatform({
    mode: 'production',
    ports: resolvePorts(),
    dataDir,
    onStep: (msg) => console.log(`[e2e platform] ${msg}`),
  });
  return {
    platform,
    cleanup: async () => {
      await platform.stop();
      if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
