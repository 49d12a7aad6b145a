// Casts per second through the vote service's gRPC, straight (no gateway): CALLERS verified users
// vote at once on PLAYLISTS playlists for SECONDS, each caller one cast at a time. The service runs
// as a child process (its own event loop, as deployed) against the stores named by TEST_MONGO_URL
// and TEST_NATS_URL, or VOTE_ADDRESS names one already running. Afterwards the tallies must equal
// the votes the callers were answered with: each caller is its own user, so its answers say
// exactly where its votes ended. PRELOAD=n first stores n other playlists with 10 votes each
// (the cost of a cast must not grow with the collection).
//   TEST_MONGO_URL=mongodb://127.0.0.1:27017/ TEST_NATS_URL=nats://127.0.0.1:4222 \
//     npm run bench:casts -w services/vote
import { randomUUID } from 'node:crypto';
import { vote } from '@sonic-nexus/proto';
import { connectMongo, createClient, createLogger, unary } from '@sonic-nexus/service-kit';
import { spawnService, testEnv } from '@sonic-nexus/test-kit';
import { packVotes } from '../src/repository/packed-votes';
import { PLAYLIST_VOTES_COLLECTION } from '../src/repository/playlist-votes-model';

const CALLERS = Number(process.env.CALLERS ?? 40);
const PLAYLISTS = Number(process.env.PLAYLISTS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 5);
const PRELOAD = Number(process.env.PRELOAD ?? 0);
const TYPES = [
  vote.VoteType.VOTE_TYPE_FIRE,
  vote.VoteType.VOTE_TYPE_THUMBS_UP,
  vote.VoteType.VOTE_TYPE_TRASH,
];
const FIELD: Record<number, 'fireVotes' | 'thumbsUpVotes' | 'trashVotes'> = {
  [vote.VoteType.VOTE_TYPE_FIRE]: 'fireVotes',
  [vote.VoteType.VOTE_TYPE_THUMBS_UP]: 'thumbsUpVotes',
  [vote.VoteType.VOTE_TYPE_TRASH]: 'trashVotes',
};

/** Where a caller's vote is after a cast that got no answer. */
const UNKNOWN = -1 as vote.VoteType;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Other playlists' documents, written straight into the service's database before it starts. */
async function preload(database: string): Promise<void> {
  const conn = await connectMongo(testEnv('TEST_MONGO_URL'), database, createLogger('vote-bench', 'warn'));
  const votedAt = new Date();
  const fire = { type: 'fire' as const, votedAt: votedAt.getTime() };
  const votes = packVotes(Array.from({ length: 10 }, (_, i) => [i + 1, fire] as const));
  const doc = (n: number) => ({
    _id: `preload-${n}`,
    votes,
    fireVotes: 10,
    thumbsUpVotes: 0,
    trashVotes: 0,
    version: 1,
    updatedAt: votedAt,
  });
  const collection = conn.collection<{ _id: string }>(PLAYLIST_VOTES_COLLECTION);
  for (let i = 0; i < PRELOAD; i += 1000) {
    await collection.insertMany(Array.from({ length: Math.min(1000, PRELOAD - i) }, (_, k) => doc(i + k)));
  }
  await conn.close();
}

async function main(): Promise<void> {
  // spawnService reads the mail settings too; the vote service ignores them.
  process.env.TEST_SMTP_HOST ??= '127.0.0.1';
  process.env.TEST_SMTP_PORT ??= '1';
  const address = process.env.VOTE_ADDRESS;
  const runId = `bench_${Date.now().toString(36)}`;
  if (PRELOAD > 0 && !address) await preload(`test_vote_${runId}`);
  const service = address ? undefined : await spawnService('vote', runId);
  const client = createClient(vote.VoteServiceClient, address ?? service?.address ?? '');
  const playlists: string[] = Array.from({ length: PLAYLISTS }, () => randomUUID());
  const baseUser = 2_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
  /** caller → playlist → the vote its last answer reported */
  const finalVotes = new Map<number, Map<string, vote.VoteType>>();
  let ok = 0;
  let failed = 0;
  const latencies: number[] = [];
  const errors = new Map<string, number>();

  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, i) => {
      const userId = baseUser + i;
      const mine = new Map<string, vote.VoteType>();
      finalVotes.set(userId, mine);
      while (Date.now() < until) {
        const playlistId = pick(playlists);
        const t0 = performance.now();
        try {
          const res = await unary(
            client,
            client.castVote,
            { playlistId, userId, voteType: pick(TYPES), voterEmailVerified: true, playlistConfirmed: true },
            { deadlineMs: 10_000 },
          );
          latencies.push(performance.now() - t0);
          mine.set(playlistId, res.userVote);
          ok += 1;
        } catch (err) {
          failed += 1;
          const key = (err as Error).message.slice(0, 80);
          errors.set(key, (errors.get(key) ?? 0) + 1);
          // An unanswered cast may or may not have landed: unknown until this caller's next answer there.
          mine.set(playlistId, UNKNOWN);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;

  const expected = new Map(playlists.map((id) => [id, { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 }]));
  const unknown = new Set<string>();
  for (const mine of finalVotes.values()) {
    for (const [playlistId, type] of mine) {
      if (type === UNKNOWN) unknown.add(playlistId);
      const field = FIELD[type];
      const counts = expected.get(playlistId);
      if (field && counts) counts[field] += 1;
    }
  }
  const { tallies } = await unary(client, client.getTallies, { playlistIds: playlists });
  const exact = tallies
    .filter((t) => !unknown.has(t.playlistId))
    .every((t) => {
      const want = expected.get(t.playlistId);
      return (
        want?.fireVotes === t.fireVotes &&
        want.thumbsUpVotes === t.thumbsUpVotes &&
        want.trashVotes === t.trashVotes
      );
    });
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.floor((latencies.length - 1) * p)] ?? 0);
  console.log(
    JSON.stringify({
      callers: CALLERS,
      preloadedPlaylists: PRELOAD,
      playlists: PLAYLISTS,
      seconds: elapsed,
      casts: ok,
      failed,
      castsPerSecond: Math.round(ok / elapsed),
      latencyMs: { p50: pct(0.5), p99: pct(0.99), max: pct(1) },
      talliesExact: exact,
      playlistsNotCheckable: unknown.size,
      errors: Object.fromEntries(errors),
    }),
  );
  client.close();
  await service?.stop();
  if (!exact) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
