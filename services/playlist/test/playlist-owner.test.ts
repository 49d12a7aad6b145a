// Owner-only changes (spec §6), a user's playlists and lookups by id, over real gRPC.
import * as grpc from '@grpc/grpc-js';
import { serverMessages, validationMessages as v } from '@sonic-nexus/contract';
import { playlist } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import { failure } from '@sonic-nexus/test-kit';
import { createPlaylist, startHarness, uniqueUserId, type Harness } from './support/playlist-harness';

let h: Harness;
beforeAll(async () => (h = await startHarness('owner')));
afterAll(() => h.close());

const owner = uniqueUserId();
const stranger = owner + 1;
const unknownId = '00000000-0000-4000-8000-00000000dead';

const create = (title: string, submittedBy = owner) =>
  createPlaylist(h, {
    submittedBy,
    title,
    tags: ['start'],
    platform: 'soundcloud',
    playlistUrl: `https://soundcloud.com/someone/sets/${encodeURIComponent(title)}`,
  });
const get = (playlistId: string) => unary(h.client, h.client.getPlaylist, { playlistId });
const updateTags = (playlistId: string, userId: number, tags: string[]) =>
  unary(h.client, h.client.updateTags, { playlistId, userId, tags });
const remove = (playlistId: string, userId: number) =>
  unary(h.client, h.client.deletePlaylist, { playlistId, userId });

describe('UpdateTags', () => {
  it('lets the owner replace the tags, normalised', async () => {
    const p = await create('Tag me');
    const updated = await updateTags(p.id, owner, [' Deep House ', 'deep house', 'NIGHT']);
    expect(updated).toEqual({ ...p, tags: ['deep house', 'night'] });
    expect((await get(p.id)).tags).toEqual(['deep house', 'night']);
    expect((await updateTags(p.id, owner, [])).tags).toEqual([]);
  });

  it('refuses anyone else with PERMISSION_DENIED and changes nothing', async () => {
    const p = await create('Not yours');
    expect(await failure(updateTags(p.id, stranger, ['mine']))).toEqual({
      code: grpc.status.PERMISSION_DENIED,
      details: serverMessages.notOwner,
    });
    expect((await get(p.id)).tags).toEqual(['start']);
  });

  it('answers NOT_FOUND for an unknown or empty id', async () => {
    const notFound = { code: grpc.status.NOT_FOUND, details: serverMessages.playlistNotFound };
    expect(await failure(updateTags(unknownId, owner, ['x']))).toEqual(notFound);
    expect(await failure(updateTags('', owner, ['x']))).toEqual(notFound);
  });

  it.each([
    [['a', 'b', 'c', 'd', 'e'], v.tagsMax],
    [['x'.repeat(21)], v.tagLength],
    [['no_underscores'], v.tagPattern],
    [[''], v.tagPattern],
  ])('refuses tags %j with %s and changes nothing', async (tags, message) => {
    const p = await create(`Bad tags ${message}`);
    expect(await failure(updateTags(p.id, owner, tags))).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      details: message,
    });
    expect((await get(p.id)).tags).toEqual(['start']);
  });
});

describe('DeletePlaylist', () => {
  it('refuses anyone else with PERMISSION_DENIED and keeps the playlist', async () => {
    const p = await create('Keep me');
    expect(await failure(remove(p.id, stranger))).toEqual({
      code: grpc.status.PERMISSION_DENIED,
      details: serverMessages.notOwner,
    });
    expect(await get(p.id)).toEqual(p);
  });

  it('lets the owner delete: gone from detail, feed, top, user lists and lookups', async () => {
    const p = await create('Delete me');
    expect(await remove(p.id, owner)).toEqual({});
    const notFound = { code: grpc.status.NOT_FOUND, details: serverMessages.playlistNotFound };
    expect(await failure(get(p.id))).toEqual(notFound);
    const feed = await unary(
      h.client,
      h.client.listPlaylists,
      playlist.ListPlaylistsRequest.fromPartial({ limit: 50 }),
    );
    expect(feed.playlists.map((x) => x.id)).not.toContain(p.id);
    const top = await unary(h.client, h.client.listTopPlaylists, { limit: 100 });
    expect(top.playlists.map((x) => x.id)).not.toContain(p.id);
    const mine = await unary(h.client, h.client.listUserPlaylists, { userId: owner });
    expect(mine.playlists.map((x) => x.id)).not.toContain(p.id);
    expect((await unary(h.client, h.client.getPlaylistsByIds, { playlistIds: [p.id] })).playlists).toEqual(
      [],
    );
    // A second delete, or a tag edit afterwards, finds nothing.
    expect(await failure(remove(p.id, owner))).toEqual(notFound);
    expect(await failure(updateTags(p.id, owner, ['late']))).toEqual(notFound);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    expect(await failure(remove(unknownId, owner))).toEqual({
      code: grpc.status.NOT_FOUND,
      details: serverMessages.playlistNotFound,
    });
  });
});

describe("a user's playlists and lookups by id", () => {
  const author = uniqueUserId();
  let ids: string[] = [];

  beforeAll(async () => {
    ids = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await create(title, author)).id);
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct createdAt, so the order is known
    }
    await create('Someone else', author + 7);
  });

  it('lists and counts them newest first, without anyone else’s', async () => {
    const list = await unary(h.client, h.client.listUserPlaylists, { userId: author });
    expect(list.playlists.map((p) => p.title)).toEqual(['Third', 'Second', 'First']);
    expect(list.playlists.every((p) => p.submittedBy === author && p.username === `user_${author}`)).toBe(
      true,
    );
    expect(await unary(h.client, h.client.countUserPlaylists, { userId: author })).toEqual({ count: 3 });
    expect(await unary(h.client, h.client.countUserPlaylists, { userId: uniqueUserId() })).toEqual({
      count: 0,
    });
  });

  it('refuses a user id that is not positive', async () => {
    const bad = { code: grpc.status.INVALID_ARGUMENT, details: v.userIdInvalid };
    expect(await failure(unary(h.client, h.client.listUserPlaylists, { userId: 0 }))).toEqual(bad);
    expect(await failure(unary(h.client, h.client.countUserPlaylists, { userId: -3 }))).toEqual(bad);
  });

  it('gets playlists by ids in the order asked, skipping unknown ones', async () => {
    const res = await unary(h.client, h.client.getPlaylistsByIds, {
      playlistIds: [ids[2], unknownId, ids[0], ids[2], '', ids[1]],
    });
    expect(res.playlists.map((p) => p.title)).toEqual(['Third', 'First', 'Second']);
    expect((await unary(h.client, h.client.getPlaylistsByIds, { playlistIds: [] })).playlists).toEqual([]);
  });

  it('refuses more than 100 ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    expect(await failure(unary(h.client, h.client.getPlaylistsByIds, { playlistIds: many }))).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      details: v.idsInvalid,
    });
  });
});
