// Events in and out over real NATS JetStream: the document outbox publishes one event per change
// (with its Nats-Msg-Id), and the consumers apply vote.changed, user.deleted and user.renamed.
import type { events } from '@sonic-nexus/proto';
import { newEnvelope, publishEvent, unary } from '@sonic-nexus/service-kit';
import { waitFor } from '@sonic-nexus/test-kit';
import {
  createPlaylist,
  lastSeq,
  readStream,
  startHarness,
  uniqueUserId,
  type Harness,
} from './support/playlist-harness';

let h: Harness;
beforeAll(async () => (h = await startHarness('events')));
afterAll(() => h.close());

const YOUTUBE = { platform: 'youtube', playlistUrl: 'https://music.youtube.com/playlist?list=PLevents' };
const create = (title: string, submittedBy: number) => createPlaylist(h, { ...YOUTUBE, submittedBy, title });
const get = (playlistId: string) => unary(h.client, h.client.getPlaylist, { playlistId });
const userPlaylists = async (userId: number) =>
  (await unary(h.client, h.client.listUserPlaylists, { userId })).playlists;

/** Events of the PLAYLIST stream after `seq` about the given playlists (other files publish too). */
async function playlistEvents(afterSeq: number, ids: string[]) {
  return (await readStream(h.nc, 'PLAYLIST', afterSeq)).filter((e) => ids.includes(e.envelope.aggregateId));
}

function voteChanged(playlistId: string, version: number, fire: number, up: number, trash: number) {
  return newEnvelope('vote.changed', playlistId, version, {
    $case: 'voteChanged',
    value: { playlistId, userId: 1, fireVotes: fire, thumbsUpVotes: up, trashVotes: trash },
  });
}

const publish = (subject: string, env: events.EventEnvelope) => publishEvent(h.nc, subject, env);

describe('outbox', () => {
  it('publishes exactly one event per change, each with its Nats-Msg-Id, once flushed', async () => {
    const owner = uniqueUserId();
    const seq = await lastSeq(h.nc, 'PLAYLIST');
    const p = await create('Evented', owner);
    await unary(h.client, h.client.updateTags, { playlistId: p.id, userId: owner, tags: ['Space Rock'] });
    expect(await playlistEvents(seq, [p.id])).toEqual([]); // stored, not yet relayed

    expect(await h.flush()).toBe(2);
    await unary(h.client, h.client.deletePlaylist, { playlistId: p.id, userId: owner });
    expect(await h.flush()).toBe(1);
    expect(await h.flush()).toBe(0);

    const published = await playlistEvents(seq, [p.id]);
    expect(published.map((e) => [e.subject, e.envelope.version])).toEqual([
      ['playlist.created', 1],
      ['playlist.updated', 2],
      ['playlist.deleted', 3],
    ]);
    for (const e of published) {
      expect(e.msgId).toBe(e.envelope.id);
      expect(e.envelope.type).toBe(e.subject);
    }
    expect(new Set(published.map((e) => e.envelope.id)).size).toBe(3);
    expect(published.map((e) => e.envelope.payload)).toEqual([
      {
        $case: 'playlistCreated',
        value: {
          playlistId: p.id,
          submittedBy: owner,
          username: `user_${owner}`,
          title: 'Evented',
          platform: 'youtube',
        },
      },
      { $case: 'playlistUpdated', value: { playlistId: p.id, tags: ['space rock'] } },
      { $case: 'playlistDeleted', value: { playlistId: p.id, submittedBy: owner } },
    ]);
    // The tombstone is gone once its event is out.
    expect(await h.conn.collection('playlists').countDocuments({ _id: p.id as never })).toBe(0);
  });

  it('publishes nothing for a refused change', async () => {
    const owner = uniqueUserId();
    const p = await create('Quiet', owner);
    await h.flush();
    const seq = await lastSeq(h.nc, 'PLAYLIST');
    await unary(h.client, h.client.updateTags, { playlistId: p.id, userId: owner + 1, tags: ['x'] }).catch(
      () => null,
    );
    await unary(h.client, h.client.deletePlaylist, { playlistId: p.id, userId: owner + 1 }).catch(() => null);
    expect(await h.flush()).toBe(0);
    expect(await playlistEvents(seq, [p.id])).toEqual([]);
  });
});

describe('vote.changed', () => {
  it('applies tallies in version order: 2, then 1, then 2 again leaves version 2', async () => {
    const owner = uniqueUserId();
    const target = await create('Voted', owner);
    const marker = await create('Marker', owner);
    await publish('vote.changed', voteChanged(target.id, 2, 5, 3, 1));
    await publish('vote.changed', voteChanged(target.id, 1, 9, 9, 9)); // older: ignored
    await publish('vote.changed', voteChanged(target.id, 2, 7, 7, 7)); // repeated version: ignored
    // The read model's replica consumer reads in stream order, so once the marker's shows the three
    // above are done; the durable consumer persists them several at a time, in any order.
    await publish('vote.changed', voteChanged(marker.id, 1, 1, 0, 0));
    await waitFor(async () => (await get(marker.id)).fireVotes === 1);
    expect(await get(target.id)).toMatchObject({ fireVotes: 5, thumbsUpVotes: 3, trashVotes: 1 });
    const stored = () => h.conn.collection('playlists').findOne({ _id: target.id as never });
    await waitFor(async () => (await stored())?.tallyVersion === 2);
    expect(await stored()).toMatchObject({ fireVotes: 5, thumbsUpVotes: 3, trashVotes: 1 });

    await publish('vote.changed', voteChanged(target.id, 3, 6, 3, 0));
    await waitFor(async () => (await get(target.id)).fireVotes === 6);
    expect(await get(target.id)).toMatchObject({ fireVotes: 6, thumbsUpVotes: 3, trashVotes: 0 });
  });

  it('reorders the leaderboard by the new fire votes', async () => {
    const owner = uniqueUserId();
    const rising = await create('Rising star', owner);
    await publish('vote.changed', voteChanged(rising.id, 1, 1_000_000, 0, 0));
    await waitFor(async () => (await get(rising.id)).fireVotes === 1_000_000);
    const top = await unary(h.client, h.client.listTopPlaylists, { limit: 1 });
    expect(top.playlists.map((p) => p.id)).toEqual([rising.id]);
  });

  it('ignores tallies for an unknown playlist', async () => {
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const owner = uniqueUserId();
    const marker = await create('Marker 2', owner);
    await publish('vote.changed', voteChanged(unknown, 1, 4, 4, 4));
    await publish('vote.changed', voteChanged(marker.id, 1, 2, 0, 0));
    await waitFor(async () => (await get(marker.id)).fireVotes === 2);
    expect(await h.conn.collection('playlists').countDocuments({ _id: unknown as never })).toBe(0);
  });
});

describe('user events', () => {
  it('user.deleted removes every playlist of that user and publishes playlist.deleted for each', async () => {
    const leaving = uniqueUserId();
    const staying = uniqueUserId();
    const mine = [await create('Bye 1', leaving), await create('Bye 2', leaving)];
    const theirs = await create('Still here', staying);
    await h.flush();
    const seq = await lastSeq(h.nc, 'PLAYLIST');

    const deleted = newEnvelope('user.deleted', String(leaving), 9, {
      $case: 'userDeleted',
      value: { userId: leaving },
    });
    await publish('user.deleted', deleted);
    await waitFor(async () => (await userPlaylists(leaving)).length === 0);
    expect(await get(theirs.id)).toEqual(theirs);

    expect(await h.flush()).toBe(2);
    const published = await playlistEvents(seq, [...mine.map((p) => p.id), theirs.id]);
    expect(published.map((e) => e.subject)).toEqual(['playlist.deleted', 'playlist.deleted']);
    expect(published.map((e) => e.envelope.aggregateId).sort()).toEqual(mine.map((p) => p.id).sort());
    expect(published.every((e) => e.msgId === e.envelope.id)).toBe(true);

    // A redelivered user.deleted (new message id) finds nothing left and publishes nothing.
    await publish('user.deleted', { ...deleted, id: `${deleted.id.slice(0, -4)}0000` });
    const marker = await create('Marker 3', staying);
    await publish('vote.changed', voteChanged(marker.id, 1, 3, 0, 0));
    await waitFor(async () => (await get(marker.id)).fireVotes === 3);
    expect(await h.flush()).toBe(1); // only the marker's playlist.created
  });

  it('user.renamed updates the name on every playlist of that user', async () => {
    const renamed = uniqueUserId();
    const other = uniqueUserId();
    const [a, b] = [await create('Old name 1', renamed), await create('Old name 2', renamed)];
    const untouched = await create('Other', other);
    await publish(
      'user.renamed',
      newEnvelope('user.renamed', String(renamed), 2, {
        $case: 'userRenamed',
        value: { userId: renamed, oldUsername: `user_${renamed}`, newUsername: 'cosmic_renamed' },
      }),
    );
    await waitFor(async () => (await get(a.id)).username === 'cosmic_renamed');
    expect((await get(b.id)).username).toBe('cosmic_renamed');
    expect((await get(untouched.id)).username).toBe(`user_${other}`);
    expect((await userPlaylists(renamed)).map((p) => p.username)).toEqual([
      'cosmic_renamed',
      'cosmic_renamed',
    ]);
    // And the store, so a restart's rebuild keeps the new name.
    const storedName = async (id: string) =>
      (await h.conn.collection('playlists').findOne({ _id: id as never }))?.username;
    // The playlists are rewritten one after the other, in no promised order: wait for both.
    await waitFor(
      async () =>
        (await storedName(a.id)) === 'cosmic_renamed' && (await storedName(b.id)) === 'cosmic_renamed',
    );
    expect(await storedName(untouched.id)).toBe(`user_${other}`);
  });
});
