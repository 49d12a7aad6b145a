// A nats-server of the test's own (JetStream on a scratch folder, free ports), which the test may
// stop and start again at the same address with the same store, as a NATS pod restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNats } from '@sonic-nexus/scripts/infra';
import { stopManaged, type Managed } from '@sonic-nexus/scripts/processes';
import { freePort } from '@sonic-nexus/test-kit';
import { sleep } from './outages';

export interface OwnNats {
  url: string;
  /** Stops the server, waits `downMs`, starts it again; resolves once it serves, with the times. */
  restart(downMs: number): Promise<{ downAt: number; upAt: number; servingAt: number }>;
  stop(): Promise<void>;
}

export async function startOwnNats(): Promise<OwnNats> {
  const [port, monitorPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonic-fault-nats-'));
  const opts = { storeDir: path.join(dir, 'store'), port, monitorPort, logDir: dir };
  let server: Managed = await startNats(opts);
  return {
    url: `nats://127.0.0.1:${port}`,
    async restart(downMs) {
      const downAt = Date.now();
      await stopManaged(server);
      await sleep(downMs);
      const upAt = Date.now();
      server = await startNats(opts);
      return { downAt, upAt, servingAt: Date.now() };
    },
    async stop() {
      await stopManaged(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
