// Browser journeys in Debian's Chromium (never a downloaded browser) against the real platform:
// the one global setup starts, or a site running elsewhere (E2E_SITE_URL, support/ports.ts).
import { defineConfig } from '@playwright/test';
import { edgeOrigin } from '@sonic-nexus/web-server/platform-ports';
import { journeyPorts, siteElsewhere } from './support/ports';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One platform (on free ports, support/ports.ts): journeys run one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: siteElsewhere()?.siteUrl ?? edgeOrigin(journeyPorts()),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});
