// Jest test environment: every test file gets its own nats-server (JetStream, scratch store, free
// ports) as TEST_NATS_URL before the file is loaded. Domain events carry integer user ids, so two
// files sharing one NATS would consume each other's `user.deleted` for "user 1" and so on.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@sonic-nexus/test-kit';
import { TestEnvironment } from 'jest-environment-node';
import { startNats } from '../scripts/lib/infra';
import { stopManaged, type Managed } from '../scripts/lib/processes';

export default class IsolatedNatsEnvironment extends TestEnvironment {
  private nats: Managed | undefined;
  private scratchDir: string | undefined;

  override async setup(): Promise<void> {
    await super.setup();
    const [port, monitorPort] = [await freePort(), await freePort()];
    this.scratchDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-nats-'));
    this.nats = await startNats({
      storeDir: path.join(this.scratchDir, 'store'),
      port,
      monitorPort,
      logDir: this.scratchDir,
    });
    this.global.process.env.TEST_NATS_URL = `nats://127.0.0.1:${port}`;
  }

  override async teardown(): Promise<void> {
    if (this.nats) await stopManaged(this.nats);
    if (this.scratchDir) rmSync(this.scratchDir, { recursive: true, force: true });
    await super.teardown();
  }
}
