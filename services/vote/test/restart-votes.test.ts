// The service rebuilds its read model from the store at start and finishes what a crash left:
// a claimed write never applied is rolled forward (at start, or by the next cast that meets it),
// and stored counts that differ from the embedded votes are rewritten, announced once.
import { waitFor } from '@sonic-nexus/test-kit';
import { unary } from '@sonic-nexus/service-kit';
import { voteChanged } from '../src/events/vote-events';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, THUMBS_UP, TRASH } from './support/vote-types';

const h = useVoteHarness('rebuild');
const talliesOf = async (playlistId: string) =>
  (await unary(h.client, h.client.getTallies, { playlistIds: [playlistId] })).tallies[0];

/** The claim a writer inserts before its playlist write, as if it died between the two. */
async function unfinishedWrite(
  playlistId: string,
  version: number,
  userId: number,
  counts: Record<string, number>,
) {
  const counted = { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0, ...counts };
  await h.conn.collection('vote_commits').insertOne({
    _id: `${playlistId}:${version}` as never,
    playlistId,
    version,
    set: `${userId}:t:${Date.now()}`,
    unset: [],
    ...counted,
    playlistDeleted: false,
    pendingEvents: [voteChanged(playlistId, userId, counted, version)],
    deletedAt: new Date(),
  });
}

it('rolls a claimed but unwritten vote forward at start and publishes its event', async () => {
  const playlistId = newPlaylistId();
  const [ann, bob] = [newUserId(), newUserId()];
  await h.cast(playlistId, ann, FIRE);
  await unfinishedWrite(playlistId, 2, bob, { fireVotes: 1, trashVotes: 1 });

  await h.restart();
  expect(await talliesOf(playlistId)).toEqual({
    playlistId,
    fireVotes: 1,
    thumbsUpVotes: 0,
    trashVotes: 1,
    version: 2,
  });
  expect(await unary(h.client, h.client.getUserVote, { playlistId, userId: bob })).toEqual({
    userVote: TRASH,
  });
  expect(await h.storedCounts(playlistId)).toEqual({ fireVotes: 1, thumbsUpVotes: 0, trashVotes: 1 });
  await h.flush();
  await waitFor(() => h.changesOf(playlistId).length === 2);
  expect(h.changesOf(playlistId).find((c) => c.userId === bob)).toMatchObject({
    fireVotes: 1,
    trashVotes: 1,
  });
  // the next cast goes on from there
  expect((await h.cast(playlistId, newUserId(), THUMBS_UP)).tallies).toMatchObject({
    thumbsUpVotes: 1,
    version: 3,
  });
});

it('lets a cast that meets an abandoned claim roll it forward, then write after it', async () => {
  const playlistId = newPlaylistId();
  const [ann, bob, cat] = [newUserId(), newUserId(), newUserId()];
  await h.cast(playlistId, ann, FIRE);
  await unfinishedWrite(playlistId, 2, bob, { fireVotes: 1, trashVotes: 1 });

  const res = await h.cast(playlistId, cat, FIRE);
  expect(res.tallies).toEqual({ playlistId, fireVotes: 2, thumbsUpVotes: 0, trashVotes: 1, version: 3 });
  expect(await h.storedDoc(playlistId)).toMatchObject({ fireVotes: 2, trashVotes: 1, version: 3 });
  expect(await h.storedCounts(playlistId)).toEqual({ fireVotes: 2, thumbsUpVotes: 0, trashVotes: 1 });
});

it('rewrites stored counts that differ from the embedded votes at start, once, with vote.changed', async () => {
  const playlistId = newPlaylistId();
  await h.cast(playlistId, newUserId(), FIRE);
  await h.cast(playlistId, newUserId(), TRASH);
  await h.flush();
  await h.conn
    .collection('playlist_votes')
    .updateOne({ _id: playlistId as never }, { $set: { fireVotes: 9 } });

  await h.restart();
  const repaired = { fireVotes: 1, thumbsUpVotes: 0, trashVotes: 1 };
  expect(await talliesOf(playlistId)).toEqual({ playlistId, ...repaired, version: 3 });
  expect(await h.storedDoc(playlistId)).toMatchObject({ ...repaired, version: 3 });
  await h.flush();
  await waitFor(() => h.changesOf(playlistId).length === 3);
  expect(h.changesOf(playlistId).find((c) => c.userId === 0)).toMatchObject(repaired);

  // Nothing left to repair: another start writes nothing.
  await h.restart();
  expect(await talliesOf(playlistId)).toMatchObject({ version: 3 });
});
