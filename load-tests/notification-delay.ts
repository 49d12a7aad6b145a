// `npm run bench:notifications [-- --url http://localhost:8080 --posts 100]`: how long a post takes
// to move a follower's bell, measured from outside as a browser sees it. A poster and a follower
// register on the running platform; the follower's page holds the live unread-count stream
// (server-sent events) open; each post is timed from the request to the pushed count. A running
// platform keeps its default limits (RATE_LIMIT_SUBMIT_PER_USER: 50 at once per user), so the
// posts are shared among enough posters, all followed, that none posts more than 40.
import { aPlaylist, aUser, readSse, type TestUser } from '@sonic-nexus/test-kit';
import { UNREAD_COUNT_STREAM_PATH } from '@sonic-nexus/contract';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const POSTS_PER_POSTER = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const baseUrl = option('url', 'http://localhost:8080');
  const posts = Number(option('posts', '100'));
  const site = { baseUrl };
  const follower = await aUser(site);
  const posters: TestUser[] = [];
  while (posters.length * POSTS_PER_POSTER < posts) {
    const poster = await aUser(site);
    const followed = await fetch(`${baseUrl}/api/users/${poster.id}/follow`, {
      method: 'POST',
      headers: { cookie: follower.cookie },
    });
    if (!followed.ok) throw new Error(`follow answered ${followed.status}`);
    posters.push(poster);
  }
  const live = await readSse<{ count: number }>(`${baseUrl}${UNREAD_COUNT_STREAM_PATH}`, follower.cookie);
  if (live.status !== 200) throw new Error(`the stream answered ${live.status}`);
  await live.next((m) => m.count === 0);

  const delays: number[] = [];
  for (let i = 1; i <= posts; i += 1) {
    const from = live.received.length;
    const sent = Date.now();
    const res = await fetch(`${baseUrl}/api/playlists`, {
      method: 'POST',
      headers: { cookie: posters[i % posters.length].cookie, 'content-type': 'application/json' },
      body: JSON.stringify(aPlaylist({ title: `Delay ${i}` })),
    });
    if (res.status !== 201) throw new Error(`post ${i} answered ${res.status}: ${await res.text()}`);
    const pushed = await live.next((m) => m.count === i, from, 10_000);
    delays.push(pushed.at - sent);
  }
  live.close();
  const sorted = [...delays].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      posts,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted[sorted.length - 1],
      meanMs: Math.round(delays.reduce((a, b) => a + b, 0) / delays.length),
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
