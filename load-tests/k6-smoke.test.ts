// The k6 smoke run of npm test: the traffic script's smoke shape (load-tests/k6/traffic.js: feed, Top
// 100, detail, tag, search, profile, sign-in, vote, follow, weighted like real use) against the
// gateway over all four real services. Its thresholds say nothing may fail; speed is not asserted.
import { runK6 } from './k6-run';
import { startLoadSite, type LoadSite } from './faults/site';

let site: LoadSite;

beforeAll(async () => {
  site = await startLoadSite({ label: 'k6smoke', users: 3, playlists: 6 });
}, 180_000);

afterAll(() => site?.stack.stop(), 30_000);

it('answers every call of the smoke traffic, and k6 finds every threshold held', async () => {
  const run = await runK6(
    'traffic.js',
    { TARGET: site.stack.baseUrl, SCENARIO: 'smoke', RATE: '6', DURATION: '5s' },
    { timeoutMs: 90_000, data: site.data },
  );
  const statuses = run.answers.map((a) => `${a.page} ${a.status}`);
  expect(statuses.filter((s) => !/ 20\d$/.test(s))).toEqual([]);
  // 3 sign-ins in setup, then about 30 arrivals over 5 s
  expect(run.answers.length).toBeGreaterThanOrEqual(3 + 15);
  const pages = new Set(run.answers.map((a) => a.page));
  // the feed is 30 % of the mix: among ~30 arrivals it is all but certain
  expect([...pages]).toEqual(expect.arrayContaining(['setup-sign-in', 'feed']));
  expect(run.exitCode).toBe(0);
}, 120_000);
