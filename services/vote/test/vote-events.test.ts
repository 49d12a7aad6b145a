// The deletions the vote context consumes: playlist.deleted and user.deleted, through JetStream.
import * as grpc from '@grpc/grpc-js';
import { serverMessages } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { failure, waitFor } from '@sonic-nexus/test-kit';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, THUMBS_UP, TRASH } from './support/vote-types';

const h = useVoteHarness('events');

/** How many votes the playlist's stored document holds. */
const storedVotes = async (playlistId: string) => (await h.storedVotes(playlistId)).size;
const hasStoredVote = async (playlistId: string, userId: number) =>
  (await h.storedVotes(playlistId)).has(userId);
const talliesOf = async (playlistId: string) =>
  (await unary(h.client, h.client.getTallies, { playlistIds: [playlistId] })).tallies[0];
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
    await waitFor(async () => (await storedVotes(gone)) === 0);
    expect(await fireHistory(ann)).toEqual({ playlistIds: [kept], hasMore: false, total: 1 });
    expect((await unary(h.client, h.client.getUserVoteStats, { userId: bob })).trashVotes).toBe(0);
    // the document stays as a tombstone without votes (it refuses later casts); reads never see it
    await h.snapshot();
    expect(await h.storedDoc(gone)).toMatchObject({
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 0,
      votes: {},
    });
    expect((await h.storedDoc(gone))?.deletedAt).toBeInstanceOf(Date);
    const tallies = await unary(h.client, h.client.getTallies, { playlistIds: [gone] });
    expect(tallies.tallies[0]).toMatchObject({ fireVotes: 0, trashVotes: 0, version: 0 });

    expect(await failure(h.cast(gone, newUserId(), FIRE))).toEqual({
      code: grpc.status.NOT_FOUND,
      details: serverMessages.playlistNotFound,
    });
    expect(await storedVotes(gone)).toBe(0);

    // The same deletion again (as a re-publish outside JetStream's de-duplication window would
    // arrive) changes nothing and leaves the other playlist alone.
    await h.publish('playlist.deleted', deleted, gone);
    await h.publish('playlist.deleted', deleted, gone);
    await h.drained('playlist.deleted');
    expect(await storedVotes(kept)).toBe(1);
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
    await waitFor(async () => !(await hasStoredVote(p1, leaving)) && !(await hasStoredVote(p2, leaving)));
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

    await h.snapshot();
    await waitFor(() => h.changesOf(p1).length === 3 && h.changesOf(p2).length === 3);
    expect(h.latestChangeOf(p1)).toEqual({
      playlistId: p1,
      userId: leaving,
      fireVotes: 1,
      thumbsUpVotes: 0,
      trashVotes: 0,
    });
    expect(h.latestChangeOf(p2)).toMatchObject({ userId: leaving, thumbsUpVotes: 1, trashVotes: 0 });

    // A redelivered user.deleted recounts nothing new: no version bump, no further event.
    await h.publish('user.deleted', { userId: leaving }, String(leaving));
    await h.drained('user.deleted');
    await h.snapshot();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.changesOf(p1)).toHaveLength(3);
    const again = await unary(h.client, h.client.getTallies, { playlistIds: [p1, p2] });
    expect(again.tallies.map((t) => t.version)).toEqual([3, 3]);
  });

  it("removes a deleted user's votes as a restarted replica holds them (snapshots and log)", async () => {
    const [snapshotted, logged] = [newPlaylistId(), newPlaylistId()];
    const [leaving, staying] = [newUserId(), newUserId()];
    await h.cast(snapshotted, leaving, FIRE);
    await h.cast(snapshotted, staying, TRASH);
    await h.snapshot();
    const checkpoints = h.conn.collection('vote_checkpoints');
    const roundOne = await checkpoints.find().toArray();
    await h.cast(logged, leaving, THUMBS_UP);
    // As if the service died before its next round: `logged` is only in the log.
    await h.restart(async () => {
      await h.conn.collection('playlist_votes').deleteMany({ playlistId: logged });
      await checkpoints.deleteMany({});
      await checkpoints.insertMany(roundOne);
    });
    expect(await talliesOf(logged)).toMatchObject({ thumbsUpVotes: 1, version: 1 });

    await h.publish('user.deleted', { userId: leaving }, String(leaving));
    await waitFor(async () => (await talliesOf(logged)).version === 2);
    expect(await talliesOf(logged)).toEqual({
      playlistId: logged,
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 0,
      version: 2,
    });
    await waitFor(async () => (await talliesOf(snapshotted)).version === 3);
    expect(await talliesOf(snapshotted)).toMatchObject({ fireVotes: 0, trashVotes: 1 });
    expect(await h.storedCounts(logged)).toEqual({ fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 });
    expect(await h.storedCounts(snapshotted)).toEqual({ fireVotes: 0, thumbsUpVotes: 0, trashVotes: 1 });
  });
});
