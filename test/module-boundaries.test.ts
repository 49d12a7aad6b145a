// The Nx tags must really forbid what DESIGN §2 forbids: these imports are linted as if they were
// written in the named project, and the boundary rule must reject exactly the forbidden ones.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

const forbidden: Array<[string, string, string]> = [
  ['a remote importing another remote', 'mfe-feed/src/probe.ts', '@sonic-nexus/mfe-profile'],
  ['a remote importing the host', 'mfe-auth/src/probe.ts', '@sonic-nexus/shell'],
  ['the host importing a remote', 'shell/src/probe.ts', '@sonic-nexus/mfe-feed'],
  ['a service importing another service', 'services/vote/src/probe.ts', '@sonic-nexus/playlist-service'],
  ['the gateway importing a service', 'services/gateway/src/probe.ts', '@sonic-nexus/user-service'],
  ['a service importing the gateway', 'services/user/src/probe.ts', '@sonic-nexus/gateway'],
  ['a remote importing a service', 'mfe-feed/src/probe.ts', '@sonic-nexus/playlist-service'],
  ['the host importing server code', 'shell/src/probe.ts', '@sonic-nexus/service-kit'],
  ['a web library importing the protos', 'libs/ui/src/probe.ts', '@sonic-nexus/proto'],
  ['the contract importing server code', 'libs/contract/src/probe.ts', '@sonic-nexus/service-kit'],
  ["a remote's source importing build tooling", 'mfe-feed/src/probe.ts', '@sonic-nexus/scripts/web-config'],
];
const allowed: Array<[string, string, string]> = [
  ['a service importing service-kit', 'services/vote/src/probe.ts', '@sonic-nexus/service-kit'],
  ['a service importing the protos', 'services/playlist/src/probe.ts', '@sonic-nexus/proto'],
  ['the gateway importing the contract', 'services/gateway/src/probe.ts', '@sonic-nexus/contract'],
  ['a remote importing the ui library', 'mfe-feed/src/probe.ts', '@sonic-nexus/ui'],
  ['the host importing the api client', 'shell/src/probe.ts', '@sonic-nexus/api-client'],
  [
    "a remote's rspack.config.ts importing build tooling",
    'mfe-feed/rspack.config.ts',
    '@sonic-nexus/scripts/web-config',
  ],
];

let messages: string[][] = [];

beforeAll(() => {
  const cases = [...forbidden, ...allowed].map(([, file, importee]) => ({ file, importee }));
  const out = execFileSync(process.execPath, ['test/support/boundary-probe.mjs', JSON.stringify(cases)], {
    cwd: ROOT,
    env: { ...process.env, NX_DAEMON: 'false' },
    encoding: 'utf8',
  });
  messages = JSON.parse(out) as string[][];
}, 120_000);

describe('module boundaries (Nx tags + @nx/enforce-module-boundaries)', () => {
  it.each(forbidden.map((c, i) => [...c, i] as const))('forbids %s', (_label, _file, _importee, i) => {
    expect(messages[i]).toEqual(expect.arrayContaining([expect.stringMatching(/./)]));
  });

  it.each(allowed.map((c, i) => [...c, forbidden.length + i] as const))('allows %s', (_label, _f, _i, i) => {
    expect(messages[i]).toEqual([]);
  });
});
