// What a start loads: the newest snapshot of each playlist, then the vote log from the newest
// checkpoint on (src/repository/snapshot-repository.ts). The store is edited while the service is
// stopped to stand for a crash at each point of the way.
import { jetstreamManager } from '@nats-io/jetstream';
import { unary } from '@sonic-nexus/service-kit';
import { packVotes } from '../src/repository/packed-votes';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, NONE, THUMBS_UP, TRASH } from './support/vote-types';

const h = useVoteHarness('restart');
const talliesOf = async (playlistId: string) =>
  (await unary(h.client, h.client.getTallies, { playlistIds: [playlistId] })).tallies[0];
const voteOf = async (playlistId: string, userId: number) =>
  (await unary(h.client, h.client.getUserVote, { playlistId, userId })).userVote;
const snapshots = () => h.conn.collection<{ _id: string; playlistId?: string }>('playlist_votes');
const checkpoints = () => h.conn.collection<{ _id: string }>('vote_checkpoints');

it('replays the whole vote log when no snapshot was stored (a crash before the first round)', async () => {
  const playlistId = newPlaylistId();
  const [ann, bob] = [newUserId(), newUserId()];
  await h.cast(playlistId, ann, FIRE);
  await h.cast(playlistId, bob, TRASH);
  await h.cast(playlistId, ann, THUMBS_UP);

  await h.restart(async () => {
    await snapshots().deleteMany({});
    await checkpoints().deleteMany({});
  });
  expect(await talliesOf(playlistId)).toEqual({
    playlistId,
    fireVotes: 0,
    thumbsUpVotes: 1,
    trashVotes: 1,
    version: 3,
  });
  expect(await voteOf(playlistId, ann)).toBe(THUMBS_UP);
  expect((await h.cast(playlistId, bob, TRASH)).tallies).toMatchObject({ trashVotes: 0, version: 4 });
});

it('replays only the entries after the newest checkpoint (a crash between two rounds)', async () => {
  const playlistId = newPlaylistId();
  const [ann, bob, cat] = [newUserId(), newUserId(), newUserId()];
  await h.cast(playlistId, ann, FIRE);
  await h.cast(playlistId, bob, FIRE);
  await h.snapshot();
  const roundOne = {
    docs: await h.storedDocs(playlistId),
    checkpoints: await checkpoints().find().toArray(),
  };
  expect(roundOne.docs).toHaveLength(1);
  expect(roundOne.checkpoints).toHaveLength(1);
  await h.cast(playlistId, cat, TRASH);
  await h.cast(playlistId, ann, FIRE); // taken back

  await h.restart(async () => {
    // the stop stored a newer round: put the store back to round one
    await snapshots().deleteMany({ playlistId });
    await snapshots().insertMany(roundOne.docs);
    await checkpoints().deleteMany({});
    await checkpoints().insertMany(roundOne.checkpoints);
  });
  expect(await talliesOf(playlistId)).toEqual({
    playlistId,
    fireVotes: 1,
    thumbsUpVotes: 0,
    trashVotes: 1,
    version: 4,
  });
  expect(await voteOf(playlistId, ann)).toBe(NONE);
  expect(await voteOf(playlistId, cat)).toBe(TRASH);
  // the stopped process deleted its follower of the log: only the running one's is left
  const jsm = await jetstreamManager(h.nc);
  expect(await jsm.consumers.list(h.hooks().logStream).next()).toHaveLength(1);
});

it('keeps one snapshot per playlist and one checkpoint, round after round', async () => {
  const playlistId = newPlaylistId();
  for (const voteType of [FIRE, TRASH, THUMBS_UP]) {
    await h.cast(playlistId, newUserId(), voteType);
    await h.snapshot();
  }
  const docs = await h.storedDocs(playlistId);
  expect(docs.map((d) => [d._id, d.version])).toEqual([[`${playlistId}@3`, 3]]);
  expect(await h.storedCounts(playlistId)).toEqual({ fireVotes: 1, thumbsUpVotes: 1, trashVotes: 1 });
  expect(await checkpoints().countDocuments()).toBe(1);
});

it('loads a playlist stored before the vote log and supersedes its document', async () => {
  const playlistId = newPlaylistId();
  const [ann, bob] = [newUserId(), newUserId()];
  await h.restart(async () => {
    await snapshots().insertOne({
      _id: playlistId,
      votes: packVotes([
        [ann, { type: 'fire', votedAt: 1_700_000_000_000 }],
        [bob, { type: 'trash', votedAt: 1_700_000_000_001 }],
      ]),
      fireVotes: 1,
      thumbsUpVotes: 0,
      trashVotes: 1,
      version: 4,
      updatedAt: new Date(),
    } as never);
  });
  expect(await talliesOf(playlistId)).toMatchObject({ fireVotes: 1, trashVotes: 1, version: 4 });
  expect(await voteOf(playlistId, ann)).toBe(FIRE);
  expect((await h.cast(playlistId, bob, TRASH)).tallies).toMatchObject({ trashVotes: 0, version: 5 });
  await h.snapshot();
  expect((await h.storedDocs(playlistId)).map((d) => d._id)).toEqual([`${playlistId}@5`]);
});

it('starts from the snapshots when the vote log was wiped, and counts the new log apart', async () => {
  const playlistId = newPlaylistId();
  const [ann, bob] = [newUserId(), newUserId()];
  await h.cast(playlistId, ann, FIRE);
  await h.cast(playlistId, bob, FIRE);
  const { logStream } = h.hooks();
  await h.restart(async () => {
    await (await jetstreamManager(h.nc)).streams.delete(logStream);
  });
  expect(await talliesOf(playlistId)).toMatchObject({ fireVotes: 2, version: 2 });
  expect((await h.cast(playlistId, ann, FIRE)).tallies).toMatchObject({ fireVotes: 1, version: 3 });
  // The new log's first entries are not mistaken for ones the old snapshots hold.
  await h.restart();
  expect(await talliesOf(playlistId)).toMatchObject({ fireVotes: 1, version: 3 });
  expect(await voteOf(playlistId, ann)).toBe(NONE);
});

it('trusts the votes over stored counts that differ from them (only a hand edit parts them)', async () => {
  const playlistId = newPlaylistId();
  await h.cast(playlistId, newUserId(), FIRE);
  await h.cast(playlistId, newUserId(), TRASH);
  await h.snapshot();
  await h.restart(async () => {
    await snapshots().updateOne({ playlistId }, { $set: { fireVotes: 9 } });
  });
  expect(await talliesOf(playlistId)).toEqual({
    playlistId,
    fireVotes: 1,
    thumbsUpVotes: 0,
    trashVotes: 1,
    version: 2,
  });
});
