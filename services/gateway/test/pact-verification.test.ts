// Contract tests, provider side: the gateway over the real user, playlist, vote and notification
// services verifies every consumer's pact (the shell and each remote, written from their real
// api-client calls by libs/api-client/src/pact). A response shape a consumer reads that the
// gateway no longer answers fails here.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MatchersV3, PactV4, SpecificationVersion, Verifier } from '@pact-foundation/pact';
import { startGatewayStack, type GatewayStack } from '@sonic-nexus/test-kit';
import { providerStates } from './pact/provider-states';

// Loopback only: no usage report from Pact's core, and no system proxy between the verifier and
// the gateway (Pact's proxy would route through HTTP(S)_PROXY).
process.env.PACT_DO_NOT_TRACK = 'true';
delete process.env.HTTP_PROXY;
delete process.env.HTTPS_PROXY;
const REPO_ROOT = path.resolve(__dirname, '../../..');
const CONSUMERS = [
  'sonic-nexus-shell',
  'sonic-nexus-mfe-feed',
  'sonic-nexus-mfe-profile',
  'sonic-nexus-mfe-auth',
];

let s: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
let pactDir: string;

/**
 * The consumers' pacts, written afresh in a child process (the gateway's code may not import a
 * browser library), so verification never depends on which test file ran first.
 */
async function writeConsumerPacts(dir: string): Promise<void> {
  const script =
    "const { consumerPacts } = require('./libs/api-client/src/pact/consumers.ts');" +
    ' (async () => { for (const write of Object.values(consumerPacts)) await write(process.env.PACT_DIR); })();';
  await promisify(execFile)(process.execPath, ['--import', 'tsx', '--eval', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, PACT_DIR: dir },
  });
}

const verify = (pactUrls: string[]) =>
  new Verifier({
    provider: 'sonic-nexus-gateway',
    providerBaseUrl: s.baseUrl,
    pactUrls,
    ...providerStates(s),
    logLevel: 'error',
  }).verifyProvider();

beforeAll(async () => {
  pactDir = mkdtempSync(path.join(os.tmpdir(), 'pacts-'));
  [s] = await Promise.all([
    startGatewayStack({ label: 'pact', services: ['user', 'playlist', 'vote', 'notification'] }),
    writeConsumerPacts(pactDir),
  ]);
}, 120_000);

afterAll(async () => {
  await s?.stop();
  rmSync(pactDir, { recursive: true, force: true });
}, 30_000);

it('has a pact from the shell and from each remote', () => {
  expect(
    readdirSync(pactDir)
      .filter((f) => f.startsWith('sonic-nexus-'))
      .sort(),
  ).toEqual(CONSUMERS.map((c) => `${c}-sonic-nexus-gateway.json`).sort());
});

it.each(CONSUMERS)(
  'honours every interaction of the %s pact',
  async (consumer) => {
    await expect(verify([path.join(pactDir, `${consumer}-sonic-nexus-gateway.json`)])).resolves.toBeDefined();
  },
  90_000,
);

function statusOnFreshConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** A one-interaction pact of the current user, reading `extra` fields beside the real ones. */
async function currentUserPact(consumer: string, extra: Record<string, unknown>): Promise<string> {
  const { boolean, integer, string } = MatchersV3;
  await new PactV4({
    consumer,
    provider: 'sonic-nexus-gateway',
    dir: pactDir,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'error',
  })
    .addInteraction()
    .given('a signed-in verified user')
    .uponReceiving('the current user')
    .withRequest('GET', '/api/user')
    .willRespondWith(200, (res) =>
      res.jsonBody({ id: integer(7), username: string('ann'), emailVerified: boolean(true), ...extra }),
    )
    .executeTest(async (mock) => {
      // A fresh connection: two mock servers in a row may take the same port, and fetch's pool
      // would send the second request down the first server's closed socket.
      expect(await statusOnFreshConnection(`${mock.url}/api/user`)).toBe(200);
    });
  return path.join(pactDir, `${consumer}-sonic-nexus-gateway.json`);
}

it('fails a pact expecting a field the gateway does not answer (a breaking shape change)', async () => {
  // The same interaction without the field passes: only the changed shape makes it fail.
  await expect(verify([await currentUserPact('reads-the-real-shape', {})])).resolves.toBeDefined();
  const changed = await currentUserPact('reads-a-field-never-sent', { nickname: MatchersV3.string('A') });
  await expect(verify([changed])).rejects.toThrow('Actual map is missing the following keys: nickname');
}, 60_000);
