// The deletions the vote context consumes: playlist.deleted and user.deleted, through JetStream.
import * as grpc from '@grpc/grpc-js';
import { serverMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { failure, waitFor } from '@sonic-nexus/test-kit';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, THUMBS_UP, TRASH } from './support/vote-types';

const h = useVoteHarness('events');

const votesOf = (filter: Record<string, unknown>) => h.conn.collection('votes').countDocuments(filter);
const fireHistory = (userId: number) =>
  unary(h.client, h.client.listFireVoted, { userId, page: 1, limit: 10 });

describe('playlist.deleted', () => {
  it('removes the playlist votes and tallies, so it leaves fire history, and refuses later votes', async () => {
    const [gone, kept] = [newPlaylistId(), newPlaylistId()];
    const [ann, bob] = [newUserId(), newUserId()];
    await h.cast(gone, ann, FIRE);
    await h.cast(gone, bob, TRASH);
    await h.cast(kept, ann, FIRE);
    expect((await fireHistory(ann)).total).toBe(2);

    const deleted = { playlistId: gone, submittedBy: 7 };
    await h.publish('playlist.deleted', deleted, gone);
    await waitFor(async () => (await votesOf({ playlistId: gone })) === 0);
    expect(await fireHistory(ann)).toEqual({ playlistIds: [kept], hasMore: false, total: 1 });
    expect((await unary(h.client, h.client.getUserVoteStats, { userId: bob })).trashVotes).toBe(0);
    // the tallies tombstone is gone once the relay passed; reads never see it
    await h.flush();
    expect(await h.conn.collection('tallies').countDocuments({ _id: gone as never })).toBe(0);
    const tallies = await unary(h.client, h.client.getTallies, { playlistIds: [gone] });
    expect(tallies.tallies[0]).toMatchObject({ fireVotes: 0, trashVotes: 0, version: 0 });

    expect(await failure(h.cast(gone, newUserId(), FIRE))).toEqual({
      code: grpc.status.NOT_FOUND,
      details: serverMessages.playlistNotFound,
    });
    expect(await votesOf({ playlistId: gone })).toBe(0);

    // The same deletion again (as a re-publish outside JetStream's de-duplication window would
    // arrive) changes nothing and leaves the other playlist alone.
    await h.publish('playlist.deleted', deleted, gone);
    await h.publish('playlist.deleted', deleted, gone);
    await h.drained('playlist.deleted');
    expect(await votesOf({ playlistId: kept })).toBe(1);
    expect((await unary(h.client, h.client.getTallies, { playlistIds: [kept] })).tallies[0]).toMatchObject({
      fireVotes: 1,
      version: 1,
    });
  });
});

describe('user.deleted', () => {
  it('removes the user votes and recounts every playlist they voted on, with vote.changed each', async () => {
    const [p1, p2, untouched] = [newPlaylistId(), newPlaylistId(), newPlaylistId()];
    const [leaving, staying] = [newUserId(), newUserId()];
    await h.cast(p1, leaving, FIRE);
    await h.cast(p1, staying, FIRE);
    await h.cast(p2, leaving, TRASH);
    await h.cast(p2, staying, THUMBS_UP);
    await h.cast(untouched, staying, TRASH);

    await h.publish('user.deleted', { userId: leaving }, String(leaving));
    await waitFor(async () => (await votesOf({ userId: leaving })) === 0);
    await waitFor(async () => {
      const res = await unary(h.client, h.client.getTallies, { playlistIds: [p1, p2] });
      return res.tallies.every((t) => t.version === 3);
    });
    const res = await unary(h.client, h.client.getTallies, { playlistIds: [p1, p2, untouched] });
    expect(res.tallies).toEqual([
      { playlistId: p1, fireVotes: 1, thumbsUpVotes: 0, trashVotes: 0, version: 3 },
      { playlistId: p2, fireVotes: 0, thumbsUpVotes: 1, trashVotes: 0, version: 3 },
      { playlistId: untouched, fireVotes: 0, thumbsUpVotes: 0, trashVotes: 1, version: 1 },
    ]);
    expect(await h.storedCounts(p1)).toEqual({ fireVotes: 1, thumbsUpVotes: 0, trashVotes: 0 });

    await h.flush();
    await waitFor(() => h.changesOf(p1).length === 3 && h.changesOf(p2).length === 3);
    expect(h.changesOf(p1).at(-1)).toEqual({
      playlistId: p1,
      userId: leaving,
      fireVotes: 1,
      thumbsUpVotes: 0,
      trashVotes: 0,
    });
    expect(h.changesOf(p2).at(-1)).toMatchObject({ userId: leaving, thumbsUpVotes: 1, trashVotes: 0 });
    expect(await h.conn.collection('user_purges').countDocuments({ _id: leaving as never })).toBe(0);

    // A redelivered user.deleted recounts nothing new: no version bump, no further event.
    await h.publish('user.deleted', { userId: leaving }, String(leaving));
    await h.drained('user.deleted');
    await h.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.changesOf(p1)).toHaveLength(3);
    const again = await unary(h.client, h.client.getTallies, { playlistIds: [p1, p2] });
    expect(again.tallies.map((t) => t.version)).toEqual([3, 3]);
  });

  it('finishes a purge that stopped midway: the recorded playlists are recounted on redelivery', async () => {
    const playlistId = newPlaylistId();
    const [leaving, staying] = [newUserId(), newUserId()];
    await h.cast(playlistId, leaving, FIRE);
    await h.cast(playlistId, staying, TRASH);
    // As if the process died after recording the purge and removing the vote, before recounting.
    await h.conn.collection('user_purges').insertOne({
      _id: leaving as never,
      playlistIds: [playlistId],
      createdAt: new Date(),
    });
    await h.conn.collection('votes').deleteOne({ playlistId, userId: leaving });
    expect(
      (await unary(h.client, h.client.getTallies, { playlistIds: [playlistId] })).tallies[0],
    ).toMatchObject({ fireVotes: 1, version: 2 });

    await h.publish('user.deleted', { userId: leaving }, String(leaving));
    await waitFor(async () => {
      const res = await unary(h.client, h.client.getTallies, { playlistIds: [playlistId] });
      return res.tallies[0].version === 3;
    });
    expect((await unary(h.client, h.client.getTallies, { playlistIds: [playlistId] })).tallies[0]).toEqual({
      playlistId,
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 1,
      version: 3,
    });
    await waitFor(
      async () => (await h.conn.collection('user_purges').countDocuments({ _id: leaving as never })) === 0,
    );
  });
});
