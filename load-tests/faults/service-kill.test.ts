// The playlist and then the vote service killed (SIGKILL: no graceful stop, a write may be cut off
// between the store and its answer) while k6 keeps a steady load on the site, and each started
// again on its ports a few seconds later (issue 13). Its pages answer 503 with Retry-After meanwhile,
// the others keep answering, and the writes (retried after each 503 with the same Idempotency-Key,
// or the same meant vote) end up stored exactly once.
import type { SpawnedService } from '@sonic-nexus/test-kit';
import { runK6, type K6Run } from '../k6-run';
import { brokenAnswers, outageFigures, type Outage, type OutageFigures } from './figures';
import { killFor, sleep } from './outages';
import { startLoadSite, type LoadSite } from './site';
import { checkWrites, type WriteCheck } from './writes';

const KILLED = ['playlist', 'vote'] as const;
const DEADLINE_MS = 2000;
const DOWN_MS = 3000;
const GAP_MS = 3000;
/** the run outlasts both outages and the services' starts on a loaded machine */
const K6_SECONDS = 40;

let site: LoadSite;
let run: K6Run;
const outages: Outage[] = [];
const restarted: SpawnedService[] = [];
let figures: OutageFigures[];
let writes: WriteCheck;

beforeAll(async () => {
  site = await startLoadSite({
    label: 'kill',
    users: 3,
    playlists: 6,
    env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS) },
  });
  const data = { ...site.data, cookies: site.users.map((u) => u.cookie) };
  const k6 = runK6(
    'outage.js',
    // writes keep trying for as long as a kill and a start may take
    {
      TARGET: site.stack.baseUrl,
      RATE: '20',
      DURATION: `${K6_SECONDS}s`,
      RUN_ID: site.stack.runId,
      WRITE_ATTEMPTS: '25',
    },
    { timeoutMs: (K6_SECONDS + 60) * 1000, data },
  );
  await sleep(GAP_MS);
  for (const service of KILLED) {
    const killed = await killFor(site.stack, service, DOWN_MS);
    outages.push(killed.outage);
    restarted.push(killed.restarted);
    await sleep(GAP_MS);
  }
  run = await k6;
  figures = outages.map((o) => outageFigures(run.answers, o));
  writes = await checkWrites(site.stack, site.users[0]!.id, site.data.playlistIds, run.answers);
  console.log(
    `service kills (deadline ${DEADLINE_MS} ms, ${run.answers.length} answers):\n` +
      JSON.stringify({ outages, figures, writes }, null, 1),
  );
}, 300_000);

afterAll(async () => {
  await site?.stack.stop();
  await Promise.all(restarted.map((s) => s.stop()));
}, 30_000);

it('answers every call 2xx, or 503 (a write: 503 or 504) with Retry-After, never a 500 or no answer', () => {
  expect(run.answers.length).toBeGreaterThan(100);
  expect(brokenAnswers(run.answers)).toEqual([]);
});

describe.each(KILLED.map((s, i) => [s, i] as const))('while the %s service is dead', (service, i) => {
  const f = () => figures[i] as OutageFigures;

  it('its pages answer 503 well before the request deadline (nothing listens: no wait)', () => {
    expect(f().unavailable).toBeGreaterThan(0);
    expect(f().median503Ms).toBeLessThan(DEADLINE_MS / 2);
  });

  it('every page that does not need it keeps answering', () => {
    expect(f().otherAnswers).toBeGreaterThan(0);
    expect(f().otherFailures).toEqual([]);
  });

  it(`its pages answer again once a new process of it runs (${service})`, () => {
    expect(f().recoveredMs).not.toBeNull();
  });
});

it('stores each playlist answered 201 once and none answered only 503; counts each vote answered 200 once', () => {
  expect(writes.created).toBeGreaterThan(0);
  expect(writes.votesAnswered).toBeGreaterThan(0);
  expect(writes.wrongPlaylists).toEqual([]);
  expect(writes.wrongTallies).toEqual([]);
});
