// Jest test environment: every test file gets its own nats-server (JetStream, scratch store, free
// port) as TEST_NATS_URL before the file is loaded. Domain events carry integer user ids, so two
// files sharing one NATS would consume each other's `user.deleted` for "user 1" and so on.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const NATS_BIN = path.join(__dirname, '..', '.tools', 'bin', 'nats-server');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForJetStream(monitorPort, child) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nats-server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${monitorPort}/healthz?js-enabled-only=true`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('nats-server did not become ready');
}

class IsolatedNatsEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const [port, monitorPort] = [await freePort(), await freePort()];
    this.storeDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-nats-'));
    this.nats = spawn(
      NATS_BIN,
      ['-js', '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort), '-sd', this.storeDir],
      { stdio: 'ignore' },
    );
    await waitForJetStream(monitorPort, this.nats);
    this.global.process.env.TEST_NATS_URL = `nats://127.0.0.1:${port}`;
  }

  async teardown() {
    if (this.nats && this.nats.exitCode === null) {
      const exited = new Promise((r) => this.nats.once('exit', r));
      this.nats.kill('SIGTERM');
      await exited;
    }
    if (this.storeDir) rmSync(this.storeDir, { recursive: true, force: true });
    await super.teardown();
  }
}

module.exports = IsolatedNatsEnvironment;
