// Each service paused in turn while k6 keeps a steady load on the whole site (issue 13): the paused
// part's pages answer 503 with Retry-After (never 500, never a hang to the deadline), every page
// that does not need it keeps answering, it answers again once resumed, and after the run every
// write answered 2xx is stored exactly once and every write answered only 503 left nothing.
import { runK6, type K6Run } from '../k6-run';
import { brokenAnswers, outageFigures, type Outage, type OutageFigures } from './figures';
import { pauseFor, sleep } from './outages';
import { startLoadSite, type AnyService, type LoadSite } from './site';
import { checkWrites, type WriteCheck } from './writes';

/** short, so the calls that wait for it cost the run little; pauses last longer than it */
const DEADLINE_MS = 2000;
/**
 * How long each part is paused. The playlist service's pause is long enough for the gateway's
 * circuit breaker (service-kit grpc-breaker.ts) to see it silent under this steady load: the
 * breaker opens once most calls of its last 10 s went unanswered.
 */
const PAUSES: [AnyService, number][] = [
  ['user', 4500],
  ['playlist', 10_000],
  ['vote', 4500],
  ['notification', 4500],
];
/** between two outages, and before the first: the load runs and everything answers */
const GAP_MS = 2500;

let site: LoadSite;
let run: K6Run;
let outages: Outage[];
let figures: OutageFigures[];
let writes: WriteCheck;

beforeAll(async () => {
  site = await startLoadSite({
    label: 'pause',
    users: 3,
    playlists: 6,
    env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS) },
  });
  const data = { ...site.data, cookies: site.users.map((u) => u.cookie) };
  // the whole run: a gap before each outage, and one after the last to see the service back
  const seconds = Math.ceil((PAUSES.reduce((sum, [, ms]) => sum + ms + GAP_MS, 0) + 2 * GAP_MS) / 1000);
  const k6 = runK6(
    'outage.js',
    { TARGET: site.stack.baseUrl, RATE: '20', DURATION: `${seconds}s`, RUN_ID: site.stack.runId },
    { timeoutMs: (seconds + 60) * 1000, data },
  );
  outages = [];
  await sleep(GAP_MS);
  for (const [service, ms] of PAUSES) {
    outages.push(await pauseFor(site.stack, service, ms));
    await sleep(GAP_MS);
  }
  run = await k6;
  figures = outages.map((o) => outageFigures(run.answers, o));
  writes = await checkWrites(site.stack, site.users[0]!.id, site.data.playlistIds, run.answers);
  console.log(
    `service pauses (deadline ${DEADLINE_MS} ms, ${run.answers.length} answers):\n` +
      JSON.stringify({ outages, figures, writes }, null, 1),
  );
}, 240_000);

afterAll(() => site?.stack.stop(), 30_000);

it('answers every call 2xx, or 503 (a write: 503 or 504) with Retry-After, never a 500 or no answer', () => {
  expect(run.answers.length).toBeGreaterThan(100);
  expect(brokenAnswers(run.answers)).toEqual([]);
});

describe.each(PAUSES.map(([s], i) => [s, i] as const))('while the %s service is paused', (service, i) => {
  const f = () => figures[i] as OutageFigures;

  it('its pages answer 503 with Retry-After (the first ones when their deadline ends)', () => {
    expect(f().unavailable).toBeGreaterThan(0);
  });

  it('every page that does not need it keeps answering', () => {
    expect(f().otherAnswers).toBeGreaterThan(0);
    expect(f().otherFailures).toEqual([]);
  });

  it(`its pages answer again once it is resumed (${service})`, () => {
    expect(f().recoveredMs).not.toBeNull();
  });
});

it('answers the paused playlist service’s pages 503 well before the deadline once the gateway has seen it silent', () => {
  const playlist = figures[PAUSES.findIndex(([s]) => s === 'playlist')] as OutageFigures;
  expect(playlist.lateMedian503Ms).toBeLessThan(DEADLINE_MS / 2);
});

it('stores each playlist answered 201 once and none answered only 503; counts each vote answered 200 once', () => {
  expect(writes.created).toBeGreaterThan(0);
  expect(writes.votesAnswered).toBeGreaterThan(0);
  expect(writes.wrongPlaylists).toEqual([]);
  expect(writes.wrongTallies).toEqual([]);
});
