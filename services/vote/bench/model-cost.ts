// What the vote read model costs: heap per 100,000 votes, and the rebuild at start (the store scan
// plus the load) for as many votes written straight into the store named by TEST_MONGO_URL.
//   TEST_MONGO_URL=mongodb://127.0.0.1:27017/ node --expose-gc --import tsx services/vote/bench/model-cost.ts
import type { VoteType } from '@sonic-nexus/contract';
import { connectMongo, createLogger } from '@sonic-nexus/service-kit';
import { testEnv } from '@sonic-nexus/test-kit';
import { VotesModel } from '../src/read-model/votes-model';
import { packVotes } from '../src/repository/packed-votes';
import { PLAYLIST_VOTES_COLLECTION } from '../src/repository/playlist-votes-model';
import { createSnapshotRepository } from '../src/repository/snapshot-repository';
import { loadVotes } from '../src/use-cases/load-votes';
import type { Vote } from '../src/voting/apply-ops';
import { countTypes } from '../src/voting/vote-counts';

const VOTES = Number(process.env.VOTES ?? 100_000);
const PER_PLAYLIST = Number(process.env.PER_PLAYLIST ?? 10);
const USERS = Number(process.env.USERS ?? 1000);
const TYPES: VoteType[] = ['fire', 'thumbs_up', 'trash'];

/** playlist id → its votes: PER_PLAYLIST distinct users each, from a pool of USERS. */
function votesByPlaylist(): Map<string, Map<number, Vote>> {
  const playlists = new Map<string, Map<number, Vote>>();
  const base = Date.parse('2025-01-01T00:00:00Z');
  for (let i = 0; i < VOTES; i += 1) {
    const p = Math.floor(i / PER_PLAYLIST);
    const id = `00000000-0000-4000-8000-${String(p).padStart(12, '0')}`;
    const votes = playlists.get(id) ?? new Map<number, Vote>();
    playlists.set(id, votes);
    votes.set(1 + ((p * 7 + i) % USERS), { type: TYPES[i % 3] ?? 'fire', votedAt: base + i * 1000 });
  }
  return playlists;
}

function heapAfterGc(): number {
  if (typeof global.gc !== 'function') throw new Error('run with node --expose-gc');
  global.gc();
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  const data = votesByPlaylist();
  const snapshots = [...data].map(([playlistId, votes]) => ({
    playlistId,
    version: 1,
    deleted: false,
    votes,
  }));

  const before = heapAfterGc();
  const model = new VotesModel();
  model.load(snapshots);
  const bytes = heapAfterGc() - before;
  // (the snapshots' own Maps are kept alive by `data`, so only the model's structures are counted)

  const logger = createLogger('vote-bench', 'warn');
  const conn = await connectMongo(
    testEnv('TEST_MONGO_URL'),
    `bench_vote_model_${Date.now().toString(36)}`,
    logger,
  );
  const store = await createSnapshotRepository(conn);
  const docs = [...data].map(([playlistId, votes]) => ({
    _id: `${playlistId}@1`,
    playlistId,
    votes: packVotes(votes),
    ...countTypes([...votes.values()].map((v) => v.type)),
    version: 1,
    updatedAt: new Date(),
  }));
  const collection = conn.collection<{ _id: string }>(PLAYLIST_VOTES_COLLECTION);
  for (let i = 0; i < docs.length; i += 1000) await collection.insertMany(docs.slice(i, i + 1000));

  const fresh = new VotesModel();
  const began = performance.now();
  const { report } = await loadVotes({ model: fresh, store, logger }, 'bench');
  const rebuildMs = Math.round(performance.now() - began);
  await conn.dropDatabase();
  await conn.close();

  console.log(
    JSON.stringify({
      votes: VOTES,
      playlists: data.size,
      users: USERS,
      modelMB: Math.round(bytes / 1e5) / 10,
      bytesPerVote: Math.round(bytes / VOTES),
      rebuildMs,
      rebuilt: report,
      heldFireOfUser1: fresh.fireHistory(1, 0, 1).total,
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
