// A store of the test's own (FerretDB on its own PostgreSQL cluster, free ports, a scratch folder),
// which the test may stop and start again at the same address on the same data, as a database
// restarts under running services.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStore } from '@sonic-nexus/scripts/infra';
import { freePort } from '@sonic-nexus/test-kit';
import { sleep } from './outages';

export interface OwnStore {
  mongoUrl: string;
  /** Stops FerretDB and PostgreSQL, waits `downMs`, starts both again; resolves once they serve. */
  restart(downMs: number): Promise<{ downAt: number; upAt: number; servingAt: number }>;
  stop(): Promise<void>;
}

export async function startOwnStore(): Promise<OwnStore> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-fault-store-'));
  const opts = {
    backend: 'postgresql' as const,
    dataDir,
    ports: { mongo: await freePort(), postgres: await freePort() },
    logDir: path.join(dataDir, 'logs'),
    // under a test runner: a Ctrl-C of jest stops the store too
    ownGroup: false,
  };
  let store = await startStore(opts);
  return {
    mongoUrl: store.mongoUrl,
    async restart(downMs) {
      const downAt = Date.now();
      await store.stop();
      await sleep(downMs);
      const upAt = Date.now();
      store = await startStore(opts);
      return { downAt, upAt, servingAt: Date.now() };
    },
    async stop() {
      await store.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
