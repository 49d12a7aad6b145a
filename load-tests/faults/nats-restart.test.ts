// NATS restarted in the middle of a stream of writes under k6 load (issue 13): the services
// reconnect by themselves, every write answered 2xx is stored once, and every event those writes
// published is applied exactly once by its consumers: a follower gets one notification per new
// playlist of the one they follow (playlist.created → notification fan-out), and the playlist
// service's fire counts equal the vote service's tallies (vote.changed → playlist read model).
import { unary } from '@sonic-nexus/service-kit';
import { waitFor } from '@sonic-nexus/test-kit';
import { runK6, type K6Run } from '../k6-run';
import { brokenAnswers } from './figures';
import { startOwnNats, type OwnNats } from './own-nats';
import { allReadyAt, sleep } from './outages';
import { startLoadSite, type LoadSite } from './site';
import { checkWrites, type WriteCheck } from './writes';

const DOWN_MS = 3000;
const K6_SECONDS = 20;
/** how long the consumers may take to catch up after NATS is back, on a loaded machine */
const CATCH_UP_MS = 30_000;

let nats: OwnNats;
let site: LoadSite;
let run: K6Run;
let writes: WriteCheck;
let restart: { downAt: number; upAt: number; servingAt: number };
let readyAt: number | null;
const sharedNatsUrl = process.env.TEST_NATS_URL;

/** The ids of the playlists k6 created (titled "Outage <key>"), as the playlist service holds them. */
async function createdIds(): Promise<string[]> {
  const client = site.stack.clients.playlist;
  const owner = site.users[0]!.id;
  const { playlists } = await unary(client, client.listUserPlaylists, { userId: owner });
  return playlists.filter((p) => p.title.startsWith('Outage ')).map((p) => p.id);
}

/** How many notifications the follower holds about each playlist. */
async function notifiedAbout(): Promise<Map<string, number>> {
  const client = site.stack.clients.notification;
  const counts = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const res = await unary(client, client.listNotifications, { userId: site.users[1]!.id, page, limit: 50 });
    for (const n of res.notifications) {
      if (n.relatedPlaylistId) counts.set(n.relatedPlaylistId, (counts.get(n.relatedPlaylistId) ?? 0) + 1);
    }
    if (!res.hasMore) return counts;
  }
}

/** Playlists whose fire count in the playlist service differs from the vote service's tally. */
async function fireCountsApart(): Promise<string[]> {
  const ids = site.data.playlistIds;
  const vote = site.stack.clients.vote;
  const { tallies } = await unary(vote, vote.getTallies, { playlistIds: ids });
  const playlist = site.stack.clients.playlist;
  const apart: string[] = [];
  for (const id of ids) {
    const shown = (await unary(playlist, playlist.getPlaylist, { playlistId: id })).fireVotes;
    const counted = tallies.find((t) => t.playlistId === id)?.fireVotes ?? 0;
    if (shown !== counted) apart.push(`${id}: playlist service ${shown}, vote service ${counted}`);
  }
  return apart;
}

beforeAll(async () => {
  nats = await startOwnNats();
  process.env.TEST_NATS_URL = nats.url;
  site = await startLoadSite({ label: 'natsrestart', users: 3, playlists: 6 });
  const [owner, follower] = site.users;
  await site.stack.api.post(`/api/users/${owner!.id}/follow`).set('Cookie', follower!.cookie).expect(200);
  const data = { ...site.data, cookies: site.users.map((u) => u.cookie) };
  const k6 = runK6(
    'outage.js',
    {
      TARGET: site.stack.baseUrl,
      RATE: '10',
      DURATION: `${K6_SECONDS}s`,
      RUN_ID: site.stack.runId,
      WRITE_ATTEMPTS: '25',
    },
    { timeoutMs: (K6_SECONDS + 60) * 1000, data },
  );
  await sleep(5000);
  restart = await nats.restart(DOWN_MS);
  readyAt = await allReadyAt(site.stack);
  run = await k6;
  writes = await checkWrites(site.stack, owner!.id, site.data.playlistIds, run.answers);
}, 300_000);

afterAll(async () => {
  process.env.TEST_NATS_URL = sharedNatsUrl;
  await site?.stack.stop();
  await nats?.stop();
}, 30_000);

it('answers every call 2xx, or 503 (a write: 503 or 504) with Retry-After while NATS is away, and stores each write answered 2xx once', () => {
  const during = run.answers.filter((a) => a.startedAt >= restart.downAt && a.startedAt < restart.servingAt);
  const statuses: Record<string, number> = {};
  for (const a of during) statuses[`${a.page} ${a.status}`] = (statuses[`${a.page} ${a.status}`] ?? 0) + 1;
  console.log(
    `NATS down ${restart.upAt - restart.downAt} ms, serving again ${restart.servingAt - restart.upAt} ms after its start; ` +
      `answers meanwhile by page and status ${JSON.stringify(statuses)}; writes ${JSON.stringify(writes)}`,
  );
  expect(during.length).toBeGreaterThan(0);
  expect(brokenAnswers(run.answers)).toEqual([]);
  expect(writes.created).toBeGreaterThan(0);
  expect(writes.wrongPlaylists).toEqual([]);
  expect(writes.wrongTallies).toEqual([]);
});

it('notifies the follower exactly once of every playlist created, before, during and after the restart', async () => {
  const ids = await createdIds();
  expect(ids.length).toBe(writes.created);
  const started = Date.now();
  await waitFor(
    async () => {
      const counts = await notifiedAbout();
      return ids.every((id) => counts.has(id));
    },
    { timeoutMs: CATCH_UP_MS, intervalMs: 250, what: 'a notification of every created playlist' },
  ).catch(() => undefined); // the exact comparison below says what is missing
  const counts = await notifiedAbout();
  console.log(`notifications complete ${Date.now() - started} ms after the k6 run; ${ids.length} playlists`);
  const wrong = ids
    .filter((id) => counts.get(id) !== 1)
    .map((id) => `${id}: ${counts.get(id) ?? 0} notifications`);
  expect(wrong).toEqual([]);
});

it('shows the fire votes the vote service counted, each vote.changed applied once', async () => {
  await waitFor(async () => (await fireCountsApart()).length === 0, {
    timeoutMs: CATCH_UP_MS,
    intervalMs: 250,
    what: 'fire counts alike in both services',
  }).catch(() => undefined);
  expect(await fireCountsApart()).toEqual([]);
  expect(writes.votesAnswered).toBeGreaterThan(0);
});

it('has every service say it is ready again by itself (none was restarted)', () => {
  console.log(
    `every service ready ${readyAt === null ? 'never' : readyAt - restart.servingAt} ms after the NATS served again`,
  );
  expect(readyAt).not.toBeNull();
});
