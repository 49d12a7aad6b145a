// The service's life and reads over real gRPC: health and readiness, indexes, the read model
// rebuilt from the store, the feed, one playlist, the leaderboard, and a clean stop.
import * as grpc from '@grpc/grpc-js';
import { validationMessages } from '@sonic-nexus/contract';
import { playlist } from '@sonic-nexus/proto';
import { checkHealth, createClient, unary } from '@sonic-nexus/service-kit';
import { failure } from '@sonic-nexus/test-kit';
import { createPlaylistRepository, type PlaylistRepository } from '../src/repository/playlist-repository';
import { stop } from '../src/server';
import { startHarness, type Harness } from './support/playlist-harness';

describe('playlist service over real gRPC', () => {
  let h: Harness;
  let repo: PlaylistRepository; // test-only seeding goes through a repository of its own
  const list = (req: Partial<playlist.ListPlaylistsRequest>) =>
    unary(h.client, h.client.listPlaylists, playlist.ListPlaylistsRequest.fromPartial(req));

  beforeAll(async () => {
    h = await startHarness('service');
    repo = await createPlaylistRepository(h.conn, { written: () => undefined });
  });
  afterAll(() => h.close());

  it('reports SERVING on gRPC health and ready on /readyz', async () => {
    expect(await checkHealth(`127.0.0.1:${h.ports.grpcPort}`)).toBe(true);
    const res = await fetch(`http://127.0.0.1:${h.ports.adminPort}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { mongo: true, nats: true } });
  });

  it('serves its last RPC, GetMostPlaylistedArtist: no artist for a user without playlists', async () => {
    expect(await unary(h.client, h.client.getMostPlaylistedArtist, { userId: 7 })).toEqual({});
  });

  it('keeps no index but _id: lists come from the read model, lookups go by _id', async () => {
    const keys = (await h.conn.collection('playlists').indexes()).map((i) => Object.keys(i.key).join(','));
    expect(keys).toEqual(['_id']);
  });

  it('lists an empty feed', async () => {
    expect(await list({ page: 1, limit: 10 })).toEqual({ playlists: [], hasMore: false, currentPage: 1 });
  });

  describe('with 12 playlists', () => {
    const base = Date.parse('2025-01-01T00:00:00.000Z');
    beforeAll(async () => {
      for (let i = 1; i <= 12; i += 1) {
        await repo.insert({
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          title: `Playlist ${i}`,
          platform: i % 2 ? 'spotify' : 'youtube',
          playlistUrl: `https://open.spotify.com/playlist/${i}`,
          tags: i % 3 === 0 ? ['chill', 'lofi'] : ['rock'],
          fireVotes: [5, 9].includes(i) ? 3 : 0,
          submittedBy: 7,
          username: 'dj_seven',
          createdAt: new Date(base + i * 60_000),
        });
      }
      // A tombstone the relay has not removed yet is no live playlist.
      await h.conn.collection('playlists').insertOne({
        _id: '00000000-0000-4000-8000-0000000000ff' as never,
        title: 'Deleted',
        platform: 'spotify',
        playlistUrl: 'https://open.spotify.com/playlist/ff',
        tags: ['chill'],
        fireVotes: 99,
        submittedBy: 7,
        createdAt: new Date(base + 99 * 60_000),
        version: 2,
        tallyVersion: 0,
        deletedAt: new Date(),
        pendingEvents: [],
      });
      // Written behind the service's back, so seen only once its read model is rebuilt (as at start).
      expect((await list({ page: 1, limit: 10 })).playlists).toEqual([]);
      expect(await h.hooks().rebuildReadModel()).toBe(12);
    });
    const titles = (p: { playlists: playlist.Playlist[] }) => p.playlists.map((x) => x.title);

    it('pages newest first: 10 then 2', async () => {
      const first = await list({ page: 1, limit: 10 });
      expect(first.hasMore).toBe(true);
      expect(first.currentPage).toBe(1);
      expect(titles(first)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Playlist ${i}`));
      const second = await list({ page: 2, limit: 10 });
      expect(second).toMatchObject({ hasMore: false, currentPage: 2 });
      expect(titles(second)).toEqual(['Playlist 2', 'Playlist 1']);
    });

    it('defaults page 1 and limit 10 when unset', async () => {
      const page = await list({});
      expect(page.playlists).toHaveLength(10);
      expect(page.currentPage).toBe(1);
    });

    it('maps every field to the proto message', async () => {
      const [newest] = (await list({ page: 1, limit: 1 })).playlists;
      expect(newest).toEqual({
        id: '00000000-0000-4000-8000-000000000012',
        title: 'Playlist 12',
        description: '',
        platform: 'youtube',
        playlistUrl: 'https://open.spotify.com/playlist/12',
        albumArtUrls: [],
        tags: ['chill', 'lofi'],
        durationMinutes: 0,
        trackCount: 0,
        fireVotes: 0,
        thumbsUpVotes: 0,
        trashVotes: 0,
        submittedBy: 7,
        username: 'dj_seven',
        createdAt: '2025-01-01T00:12:00.000Z',
        embedUrl: '',
      });
    });

    it('filters by tag (case-insensitive) and by platform', async () => {
      expect(titles(await list({ page: 1, limit: 10, tag: 'Chill' }))).toEqual([
        'Playlist 12',
        'Playlist 9',
        'Playlist 6',
        'Playlist 3',
      ]);
      const youtube = await list({ page: 1, limit: 50, platform: 'youtube' });
      expect(youtube.playlists).toHaveLength(6);
      expect(youtube.playlists.every((p) => p.platform === 'youtube')).toBe(true);
      expect(titles(await list({ page: 1, limit: 10, tag: 'chill', platform: 'spotify' }))).toEqual([
        'Playlist 9',
        'Playlist 3',
      ]);
    });

    it('rejects a bad page or limit with INVALID_ARGUMENT', async () => {
      expect(await failure(list({ page: -1, limit: 10 }))).toEqual({
        code: grpc.status.INVALID_ARGUMENT,
        details: validationMessages.pageInvalid,
      });
      expect(await failure(list({ page: 1, limit: 51 }))).toEqual({
        code: grpc.status.INVALID_ARGUMENT,
        details: validationMessages.limitInvalid,
      });
    });

    it('gets one playlist, or NOT_FOUND', async () => {
      const id = '00000000-0000-4000-8000-000000000005';
      const found = await unary(h.client, h.client.getPlaylist, { playlistId: id });
      expect(found).toMatchObject({ id, title: 'Playlist 5', fireVotes: 3 });
      expect(await failure(unary(h.client, h.client.getPlaylist, { playlistId: 'missing' }))).toEqual({
        code: grpc.status.NOT_FOUND,
        details: 'Playlist not found',
      });
    });

    it('ranks the top list by fire votes, then newer first', async () => {
      const top = await unary(h.client, h.client.listTopPlaylists, { limit: 4 });
      expect(top.playlists.map((p) => p.title)).toEqual([
        'Playlist 9',
        'Playlist 5',
        'Playlist 12',
        'Playlist 11',
      ]);
      expect((await unary(h.client, h.client.listTopPlaylists, { limit: 0 })).playlists).toHaveLength(12);
      expect(await failure(unary(h.client, h.client.listTopPlaylists, { limit: 101 }))).toEqual({
        code: grpc.status.INVALID_ARGUMENT,
        details: validationMessages.topLimitInvalid,
      });
    });
  });
});

describe('playlist service stop', () => {
  it('refuses gRPC and admin connections after stop()', async () => {
    const h = await startHarness('stop');
    const address = `127.0.0.1:${h.ports.grpcPort}`;
    expect(await checkHealth(address)).toBe(true);
    await stop();
    const client = createClient(playlist.PlaylistServiceClient, address);
    const res = await failure(unary(client, client.getPlaylist, { playlistId: 'x' }, { deadlineMs: 1000 }));
    expect(res.code).toBe(grpc.status.UNAVAILABLE);
    client.close();
    await expect(fetch(`http://127.0.0.1:${h.ports.adminPort}/healthz`)).rejects.toThrow();
    await h.close();
  });
});
