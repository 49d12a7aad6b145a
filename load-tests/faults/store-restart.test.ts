// The store (FerretDB and its PostgreSQL) restarted under k6 load (issue 13): while it is away every
// call answers 2xx (pages served from the read models in memory) or 503 with Retry-After, never a
// 500; once it is back the services answer writes again by themselves (none is restarted), and
// every write answered 2xx is stored exactly once.
import { runK6, type K6Run } from '../k6-run';
import { brokenAnswers } from './figures';
import { startOwnStore, type OwnStore } from './own-store';
import { allReadyAt, sleep } from './outages';
import { startLoadSite, type LoadSite } from './site';
import { checkWrites, type WriteCheck } from './writes';

const DOWN_MS = 2000;
const K6_SECONDS = 30;

let store: OwnStore;
let site: LoadSite;
let run: K6Run;
let writes: WriteCheck;
let restart: { downAt: number; upAt: number; servingAt: number };
let readyAt: number | null;
const sharedMongoUrl = process.env.TEST_MONGO_URL;

beforeAll(async () => {
  store = await startOwnStore();
  process.env.TEST_MONGO_URL = store.mongoUrl;
  site = await startLoadSite({ label: 'storerestart', users: 3, playlists: 6 });
  const data = { ...site.data, cookies: site.users.map((u) => u.cookie) };
  const k6 = runK6(
    'outage.js',
    {
      TARGET: site.stack.baseUrl,
      RATE: '10',
      DURATION: `${K6_SECONDS}s`,
      RUN_ID: site.stack.runId,
      WRITE_ATTEMPTS: '30',
    },
    { timeoutMs: (K6_SECONDS + 60) * 1000, data },
  );
  await sleep(4000);
  restart = await store.restart(DOWN_MS);
  readyAt = await allReadyAt(site.stack);
  run = await k6;
  writes = await checkWrites(site.stack, site.users[0]!.id, site.data.playlistIds, run.answers);
}, 300_000);

afterAll(async () => {
  process.env.TEST_MONGO_URL = sharedMongoUrl;
  await site?.stack.stop();
  await store?.stop();
}, 60_000);

it('answers every call 2xx, or 503 (a write: 503 or 504) with Retry-After while the store is away, never a 500', () => {
  const during = run.answers.filter((a) => a.startedAt >= restart.downAt && a.startedAt < restart.servingAt);
  const statuses: Record<string, number> = {};
  for (const a of during) statuses[`${a.page} ${a.status}`] = (statuses[`${a.page} ${a.status}`] ?? 0) + 1;
  console.log(
    `store down ${restart.servingAt - restart.downAt} ms (stopped, ${DOWN_MS} ms away, ` +
      `${restart.servingAt - restart.upAt} ms to start); answers meanwhile by page and status ${JSON.stringify(statuses)}`,
  );
  expect(during.length).toBeGreaterThan(0);
  expect(brokenAnswers(run.answers)).toEqual([]);
});

it('answers writes again once the store is back, without restarting a service', () => {
  const writesAfter = run.answers.filter(
    (a) => (a.page === 'create' || a.page === 'vote') && a.startedAt >= restart.servingAt,
  );
  const firstOk = writesAfter.find((a) => a.status === 200 || a.status === 201);
  console.log(
    `first write answered 2xx ${firstOk ? Math.round(firstOk.endedAt - restart.servingAt) : '-'} ms after the store served again; ` +
      `writes ${JSON.stringify(writes)}`,
  );
  expect(firstOk).toBeDefined();
  // the last seconds of the run: every call answered
  const tail = run.answers.filter(
    (a) => a.startedAt >= run.answers[run.answers.length - 1]!.startedAt - 5000,
  );
  expect(tail.filter((a) => a.status >= 300).map((a) => `${a.page} ${a.status}`)).toEqual([]);
});

it('stores each write answered 2xx exactly once, and none answered only 503', () => {
  expect(writes.created).toBeGreaterThan(0);
  expect(writes.wrongPlaylists).toEqual([]);
  expect(writes.wrongTallies).toEqual([]);
});

it('has every service say it is ready again by itself (none was restarted)', () => {
  console.log(
    `every service ready ${readyAt === null ? 'never' : readyAt - restart.servingAt} ms after the store served again`,
  );
  expect(readyAt).not.toBeNull();
});
