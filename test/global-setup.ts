// Starts the real stores once for the whole jest run, on free ports, and hands their addresses to
// every test file through TEST_* environment variables (workers inherit the parent's env).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startInfra, type Infra } from '../scripts/lib/infra';
import { freeInfraPorts } from './support/free-infra-ports';

declare global {
  var __SONIC_INFRA__: Infra | undefined;
}

export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-test-'));
  const infra = await startInfra({
    dataDir,
    ports: await freeInfraPorts(),
    logDir: path.join(dataDir, 'logs'),
    // A Ctrl-C of the jest run stops the stores too (global teardown does not run then).
    ownGroup: false,
  });
  globalThis.__SONIC_INFRA__ = infra;
  process.env.TEST_MONGO_URL = infra.mongoUrl;
  process.env.TEST_NATS_URL = infra.natsUrl;
  process.env.TEST_SMTP_HOST = infra.smtpHost;
  process.env.TEST_SMTP_PORT = String(infra.smtpPort);
  process.env.TEST_MAILPIT_URL = infra.mailpitUrl;
  process.env.TEST_DATA_DIR = dataDir;
}
