// CastVote and the reads, over real gRPC against the service on real FerretDB + NATS.
import * as grpc from '@grpc/grpc-js';
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { vote } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import { failure, waitFor } from '@sonic-nexus/test-kit';
import { UNKNOWN_PLAYLIST_MESSAGE } from '../src/use-cases/cast-vote';
import { newPlaylistId, newUserId, useVoteHarness } from './support/vote-harness';
import { FIRE, NONE, THUMBS_UP, TRASH } from './support/vote-types';

const h = useVoteHarness('cast');
const tallies = (fireVotes: number, thumbsUpVotes: number, trashVotes: number, version: number) => ({
  fireVotes,
  thumbsUpVotes,
  trashVotes,
  version,
});

describe('CastVote', () => {
  it('votes, switches on another type and removes on the same type, with tallies and a version each time', async () => {
    const playlistId = newPlaylistId();
    const [ann, bob] = [newUserId(), newUserId()];

    expect(await h.cast(playlistId, ann, FIRE)).toEqual({
      userVote: FIRE,
      tallies: { playlistId, ...tallies(1, 0, 0, 1) },
    });
    expect((await h.cast(playlistId, bob, TRASH)).tallies).toMatchObject(tallies(1, 0, 1, 2));
    // another type switches: still one vote for ann
    expect(await h.cast(playlistId, ann, THUMBS_UP)).toMatchObject({
      userVote: THUMBS_UP,
      tallies: tallies(0, 1, 1, 3),
    });
    // the same type again removes it
    expect(await h.cast(playlistId, ann, THUMBS_UP)).toMatchObject({
      userVote: NONE,
      tallies: tallies(0, 0, 1, 4),
    });
    expect(await h.storedCounts(playlistId)).toEqual({ fireVotes: 0, thumbsUpVotes: 0, trashVotes: 1 });
    expect((await h.storedVotes(playlistId)).has(ann)).toBe(false);
    // the stored tallies are the embedded votes, counted
    expect(await h.storedDoc(playlistId)).toMatchObject({ ...tallies(0, 0, 1, 4) });

    // and voting again after the removal starts a fresh vote
    expect((await h.cast(playlistId, ann, FIRE)).tallies).toMatchObject(tallies(1, 0, 1, 5));
    const read = await unary(h.client, h.client.getTallies, { playlistIds: [playlistId] });
    expect(read.tallies).toEqual([{ playlistId, ...tallies(1, 0, 1, 5) }]);
  });

  it('publishes one vote.changed per change, carrying the new tallies and the version, once', async () => {
    const playlistId = newPlaylistId();
    const user = newUserId();
    await h.cast(playlistId, user, FIRE);
    await h.cast(playlistId, user, TRASH);
    await h.cast(playlistId, user, TRASH);
    await waitFor(() => h.changesOf(playlistId).length >= 3);
    // The snapshot round announces the newest tallies again with the same event id: JetStream
    // drops the repeat, so consumers get each version once.
    await h.snapshot();
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more arrives
    // Events are published as entries are applied, without waiting: consumers order them by
    // version (they compare versions), so the test does too.
    const envelopes = h.changes
      .filter((e) => e.aggregateId === playlistId)
      .sort((a, b) => a.version - b.version);
    expect(envelopes.map((e) => [e.type, e.version])).toEqual([
      ['vote.changed', 1],
      ['vote.changed', 2],
      ['vote.changed', 3],
    ]);
    expect(envelopes.map((e) => e.payload?.$case === 'voteChanged' && e.payload.value)).toEqual([
      { playlistId, userId: user, fireVotes: 1, thumbsUpVotes: 0, trashVotes: 0 },
      { playlistId, userId: user, fireVotes: 0, thumbsUpVotes: 0, trashVotes: 1 },
      { playlistId, userId: user, fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 },
    ]);
  });

  it('asks for a confirmed cast on a playlist it has not heard of, and knows announced ones', async () => {
    const [unheard, announced] = [newPlaylistId(), newPlaylistId()];
    const ann = newUserId();
    expect(await failure(h.cast(unheard, ann, FIRE, true, false))).toEqual({
      code: grpc.status.FAILED_PRECONDITION,
      details: UNKNOWN_PLAYLIST_MESSAGE,
    });
    expect(await h.storedDoc(unheard)).toBeNull();
    // confirmed by the caller: cast, and known from then on
    expect((await h.cast(unheard, ann, FIRE, true, true)).userVote).toBe(FIRE);
    expect((await h.cast(unheard, newUserId(), TRASH, true, false)).tallies).toMatchObject(
      tallies(1, 0, 1, 2),
    );

    await h.publish(
      'playlist.created',
      { playlistId: announced, submittedBy: 7, username: 'curator', title: 'New', platform: 'spotify' },
      announced,
    );
    await waitFor(async () =>
      h.cast(announced, ann, THUMBS_UP, true, false).then(
        () => true,
        () => false,
      ),
    );
    expect(await unary(h.client, h.client.getUserVote, { playlistId: announced, userId: ann })).toEqual({
      userVote: THUMBS_UP,
    });
  });

  it('refuses an unverified voter with the verify-your-email message and stores nothing', async () => {
    const playlistId = newPlaylistId();
    const err = await failure(h.cast(playlistId, newUserId(), FIRE, false));
    expect(err).toEqual({ code: grpc.status.PERMISSION_DENIED, details: serverMessages.verifyEmailToVote });
    expect(err.details).toContain('verify your email');
    expect(await h.storedDoc(playlistId)).toBeNull();
  });

  it.each([
    ['no vote type', { voteType: NONE }, validationMessages.voteTypeInvalid],
    ['an unknown vote type', { voteType: 9 as vote.VoteType }, validationMessages.voteTypeInvalid],
    ['an empty playlist id', { playlistId: '  ' }, validationMessages.playlistIdInvalid],
    ['a too long playlist id', { playlistId: 'x'.repeat(101) }, validationMessages.playlistIdInvalid],
    ['user id 0', { userId: 0 }, validationMessages.userIdInvalid],
    ['a negative user id', { userId: -4 }, validationMessages.userIdInvalid],
  ])('refuses %s with INVALID_ARGUMENT and stores nothing', async (_label, change, message) => {
    const playlistId = newPlaylistId();
    const req = {
      playlistId,
      userId: newUserId(),
      voteType: FIRE,
      voterEmailVerified: true,
      playlistConfirmed: true,
      ...change,
    };
    const err = await failure(unary(h.client, h.client.castVote, req));
    expect(err).toEqual({ code: grpc.status.INVALID_ARGUMENT, details: message });
    expect(await h.storedDoc(playlistId)).toBeNull();
  });
});

describe('reads', () => {
  it('answers the user vote, UNSPECIFIED when there is none', async () => {
    const playlistId = newPlaylistId();
    const user = newUserId();
    const ask = () => unary(h.client, h.client.getUserVote, { playlistId, userId: user });
    expect(await ask()).toEqual({ userVote: NONE });
    await h.cast(playlistId, user, TRASH);
    expect(await ask()).toEqual({ userVote: TRASH });
    expect(await unary(h.client, h.client.getUserVote, { playlistId, userId: newUserId() })).toEqual({
      userVote: NONE,
    });
  });

  it('answers the user votes on the given playlists only, and bounds the list', async () => {
    const [p1, p2, p3, p4] = [newPlaylistId(), newPlaylistId(), newPlaylistId(), newPlaylistId()];
    const user = newUserId();
    await h.cast(p1, user, FIRE);
    await h.cast(p2, user, THUMBS_UP);
    await h.cast(p4, user, TRASH);
    await h.cast(p3, newUserId(), FIRE); // someone else's vote
    const res = await unary(h.client, h.client.getUserVotes, { userId: user, playlistIds: [p1, p2, p3] });
    expect(res.votes).toEqual({ [p1]: FIRE, [p2]: THUMBS_UP });

    const tooMany = Array.from({ length: 101 }, (_, i) => `p${i}`);
    for (const playlistIds of [[], tooMany, ['']]) {
      expect(await failure(unary(h.client, h.client.getUserVotes, { userId: user, playlistIds }))).toEqual({
        code: grpc.status.INVALID_ARGUMENT,
        details: validationMessages.idsInvalid,
      });
    }
  });

  it('lists fire votes newest fire first, by page, with hasMore and the total', async () => {
    const user = newUserId();
    const ids = Array.from({ length: 5 }, () => newPlaylistId());
    for (const id of ids) await h.cast(id, user, FIRE);
    await h.cast(newPlaylistId(), user, TRASH); // not fire: not in the history
    await h.cast(ids[0], user, TRASH); // switched away from fire: leaves the history
    await h.cast(ids[0], user, FIRE); // fired again: now the newest

    const page = (p: number, limit: number) =>
      unary(h.client, h.client.listFireVoted, { userId: user, page: p, limit });
    const newestFirst = [ids[0], ids[4], ids[3], ids[2], ids[1]];
    expect(await page(1, 2)).toEqual({ playlistIds: newestFirst.slice(0, 2), hasMore: true, total: 5 });
    expect(await page(2, 2)).toEqual({ playlistIds: newestFirst.slice(2, 4), hasMore: true, total: 5 });
    expect(await page(3, 2)).toEqual({ playlistIds: newestFirst.slice(4), hasMore: false, total: 5 });
    expect(await page(4, 2)).toEqual({ playlistIds: [], hasMore: false, total: 5 });
    // 0 = proto default: first page of 10
    expect(await page(0, 0)).toEqual({ playlistIds: newestFirst, hasMore: false, total: 5 });
    expect(await failure(page(1, 51))).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      details: validationMessages.limitInvalid,
    });
    expect(await failure(page(-1, 10))).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      details: validationMessages.pageInvalid,
    });
  });

  it('counts the votes a user cast by type', async () => {
    const user = newUserId();
    const stats = () => unary(h.client, h.client.getUserVoteStats, { userId: user });
    expect(await stats()).toEqual({ fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 });
    await h.cast(newPlaylistId(), user, FIRE);
    await h.cast(newPlaylistId(), user, FIRE);
    await h.cast(newPlaylistId(), user, TRASH);
    const switched = newPlaylistId();
    await h.cast(switched, user, TRASH);
    await h.cast(switched, user, THUMBS_UP);
    expect(await stats()).toEqual({ fireVotes: 2, thumbsUpVotes: 1, trashVotes: 1 });
  });

  it('answers tallies in the order asked, zero at version 0 for playlists nobody voted on', async () => {
    const [voted, never] = [newPlaylistId(), newPlaylistId()];
    await h.cast(voted, newUserId(), THUMBS_UP);
    const res = await unary(h.client, h.client.getTallies, { playlistIds: [never, voted] });
    expect(res.tallies).toEqual([
      { playlistId: never, fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0, version: 0 },
      { playlistId: voted, fireVotes: 0, thumbsUpVotes: 1, trashVotes: 0, version: 1 },
    ]);
    expect(await unary(h.client, h.client.getTallies, { playlistIds: [] })).toEqual({ tallies: [] });
  });
});
