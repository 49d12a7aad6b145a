// The journeys' platform runs on free ports, so `npm test` works beside a running `npm start`.
// Playwright loads playwright.config.ts in the runner (before global setup) and again in every
// worker; the first load chooses the ports and leaves them in E2E_PORTS, which global setup (same
// process) and the workers (its children) read, so all of them agree on one platform.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { resolvePorts, type PlatformPorts } from '@sonic-nexus/web-server/platform-ports';

export function journeyPorts(): PlatformPorts {
  process.env.E2E_PORTS ??= execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'choose-ports.ts')],
    { cwd: path.resolve(__dirname, '..', '..'), encoding: 'utf8' },
  );
  return resolvePorts(JSON.parse(process.env.E2E_PORTS) as NodeJS.ProcessEnv);
}

/**
 * A site already running elsewhere (the cluster test's ingress: load-tests/cluster), or null for
 * the platform global setup starts: `E2E_SITE_URL`, with its Mailpit at `E2E_MAILPIT_URL`.
 */
export function siteElsewhere(): { siteUrl: string; mailpitUrl: string } | null {
  const siteUrl = process.env.E2E_SITE_URL;
  if (!siteUrl) return null;
  const mailpitUrl = process.env.E2E_MAILPIT_URL;
  if (!mailpitUrl) throw new Error('E2E_SITE_URL needs E2E_MAILPIT_URL: the journeys read their mail');
  return { siteUrl, mailpitUrl };
}
