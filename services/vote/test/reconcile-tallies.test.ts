// Tallies converge to the stored votes even when the service died between writing a vote and
// writing its playlist's tallies: the recount at start repairs them and announces the change.
import { randomUUID } from 'node:crypto';
import { waitFor } from '@sonic-nexus/test-kit';
import { reconcileTallies } from '../src';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, TRASH } from './support/vote-types';

const h = useVoteHarness('reconcile');

it('recounts tallies left behind by a crash and publishes vote.changed once', async () => {
  const playlistId = newPlaylistId();
  await h.cast(playlistId, newUserId(), FIRE);
  await h.flush();
  // As if the process died right after storing these votes, before their tallies.
  const now = new Date();
  await h.conn.collection('votes').insertMany([
    {
      _id: randomUUID() as never,
      playlistId,
      userId: newUserId(),
      voteType: 'fire',
      createdAt: now,
      votedAt: now,
    },
    {
      _id: randomUUID() as never,
      playlistId,
      userId: newUserId(),
      voteType: 'trash',
      createdAt: now,
      votedAt: now,
    },
  ]);

  expect(await reconcileTallies()).toBe(1);
  await h.flush();
  const stored = await h.storedCounts(playlistId);
  expect(stored).toEqual({ fireVotes: 2, thumbsUpVotes: 0, trashVotes: 1 });
  const doc = await h.conn.collection('tallies').findOne({ _id: playlistId as never });
  expect(doc).toMatchObject({ ...stored, version: 2 });
  await waitFor(() => h.changesOf(playlistId).length === 2);
  expect(h.changesOf(playlistId)[1]).toMatchObject({ ...stored, userId: 0 });

  // Nothing left to correct: a second recount writes nothing.
  expect(await reconcileTallies()).toBe(0);
  const again = await h.cast(playlistId, newUserId(), TRASH);
  expect(again.tallies).toMatchObject({ fireVotes: 2, trashVotes: 2, version: 3 });
});
