// The Nx tags must really forbid what DESIGN §2 forbids: these imports are linted as if they were
// written in the named project, and the boundary rule must reject exactly the forbidden ones.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

// Each case: whether the rule forbids or allows it, what it is, the file the probe is linted as and
// the @sonic-nexus package it imports.
const cases: Array<['forbids' | 'allows', string, string, string]> = [
  ['forbids', 'a remote importing another remote', 'mfe-feed/src/probe.ts', 'mfe-profile'],
  ['forbids', 'a remote importing the host', 'mfe-auth/src/probe.ts', 'shell'],
  ['forbids', 'the host importing a remote', 'shell/src/probe.ts', 'mfe-feed'],
  ['forbids', 'a service importing another service', 'services/vote/src/probe.ts', 'playlist-service'],
  ['forbids', 'the gateway importing a service', 'services/gateway/src/probe.ts', 'user-service'],
  ['forbids', 'a service importing the gateway', 'services/user/src/probe.ts', 'gateway'],
  ['forbids', 'a remote importing a service', 'mfe-feed/src/probe.ts', 'playlist-service'],
  ['forbids', 'the host importing server code', 'shell/src/probe.ts', 'service-kit'],
  ['forbids', 'a web library importing the protos', 'libs/ui/src/probe.ts', 'proto'],
  ['forbids', 'the contract importing server code', 'libs/contract/src/probe.ts', 'service-kit'],
  ['forbids', "a remote's source importing build tooling", 'mfe-feed/src/probe.ts', 'scripts/web-config'],
  [
    'forbids',
    "the front ends' server importing build tooling",
    'libs/web-server/src/probe.ts',
    'scripts/web-config',
  ],
  [
    'forbids',
    "the host's source importing the front ends' server",
    'shell/src/probe.ts',
    'web-server/static-app',
  ],
  ['allows', 'a service importing service-kit', 'services/vote/src/probe.ts', 'service-kit'],
  ['allows', 'a service importing the protos', 'services/playlist/src/probe.ts', 'proto'],
  ['allows', 'the gateway importing the contract', 'services/gateway/src/probe.ts', 'contract'],
  ['allows', 'a remote importing the ui library', 'mfe-feed/src/probe.ts', 'ui'],
  ['allows', 'the host importing the api client', 'shell/src/probe.ts', 'api-client'],
  ['allows', "build tooling importing the front ends' server", 'scripts/web/probe.ts', 'web-server/web-apps'],
  [
    'allows',
    "a remote's rspack.config.ts importing build tooling",
    'mfe-feed/rspack.config.ts',
    'scripts/web-config',
  ],
];

let messages: string[][] = [];

beforeAll(() => {
  const probes = cases.map(([, , file, pkg]) => ({ file, importee: `@sonic-nexus/${pkg}` }));
  const out = execFileSync(process.execPath, ['test/support/boundary-probe.mjs', JSON.stringify(probes)], {
    cwd: ROOT,
    env: { ...process.env, NX_DAEMON: 'false' },
    encoding: 'utf8',
  });
  messages = JSON.parse(out) as string[][];
}, 120_000);

describe('module boundaries (Nx tags + @nx/enforce-module-boundaries)', () => {
  it.each(cases.map((c, i) => [...c, i] as const))('%s %s', (verdict, _what, _file, _pkg, i) => {
    if (verdict === 'forbids')
      expect(messages[i]).toEqual(expect.arrayContaining([expect.stringMatching(/./)]));
    else expect(messages[i]).toEqual([]);
  });
});
