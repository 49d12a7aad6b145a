import { buildEmbedUrl, createPlaylistBody, detectPlatform, registerBody } from '@sonic-nexus/contract';
import { planFollows, planVotes, playlistOwner, seedPlaylist, seedUser } from './content';

describe('seed content', () => {
  it('names users <seed>_u0001 onwards with accounts the registration form accepts', () => {
    expect(seedUser('demo', 0).username).toBe('demo_u0001');
    expect(seedUser('demo', 9999).username).toBe('demo_u10000');
    for (const i of [0, 1, 57, 9999]) {
      const u = seedUser('demo', i);
      expect(registerBody.safeParse(u).success).toBe(true);
    }
  });

  it('describes playlists the add-playlist rules accept, on their platform host with an embed', () => {
    for (let i = 0; i < 400; i += 1) {
      const p = seedPlaylist('demo', i, 60);
      const parsed = createPlaylistBody.safeParse(p);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      expect(detectPlatform(p.playlistUrl)).toBe(p.platform);
      expect(buildEmbedUrl(p.playlistUrl)).not.toBeNull();
      expect(p.tags.length).toBeGreaterThan(0);
    }
  });

  it('is the same for the same seed, different for another, and links are unique', () => {
    expect(seedPlaylist('demo', 42, 60)).toEqual(seedPlaylist('demo', 42, 60));
    expect(seedPlaylist('other', 42, 60).playlistUrl).not.toBe(seedPlaylist('demo', 42, 60).playlistUrl);
    const urls = new Set(Array.from({ length: 3000 }, (_, i) => seedPlaylist('demo', i, 60).playlistUrl));
    expect(urls.size).toBe(3000);
    const platforms = new Set(Array.from({ length: 200 }, (_, i) => seedPlaylist('demo', i, 60).platform));
    expect([...platforms].sort()).toEqual(['apple', 'soundcloud', 'spotify', 'youtube']);
  });

  it('keeps every playlist with its owner when more playlists are added', () => {
    for (let i = 0; i < 500; i += 1) expect(playlistOwner(i, 60)).toBe(seedPlaylist('demo', i, 60).owner);
    expect(seedPlaylist('demo', 7, 60)).toEqual({ ...seedPlaylist('demo', 7, 60), owner: 7 });
  });

  it('plans distinct votes within range, the same every time', () => {
    const votes = planVotes('demo', 60, 300, 3000);
    expect(votes).toHaveLength(3000);
    expect(new Set(votes.map((v) => `${v.voter}:${v.playlist}`)).size).toBe(3000);
    expect(votes.every((v) => v.voter >= 0 && v.voter < 60 && v.playlist >= 0 && v.playlist < 300)).toBe(
      true,
    );
    expect(new Set(votes.map((v) => v.type))).toEqual(new Set(['fire', 'thumbs_up', 'trash']));
    expect(planVotes('demo', 60, 300, 3000)).toEqual(votes);
  });

  it('plans no more votes than there are pairs, and none without users or playlists', () => {
    expect(planVotes('demo', 2, 3, 100).length).toBeLessThanOrEqual(6);
    expect(planVotes('demo', 0, 300, 10)).toEqual([]);
    expect(planVotes('demo', 10, 0, 10)).toEqual([]);
  });

  it('plans distinct follows and never of oneself', () => {
    const follows = planFollows('demo', 60, 200);
    expect(follows).toHaveLength(200);
    expect(follows.some((f) => f.follower === f.following)).toBe(false);
    expect(new Set(follows.map((f) => `${f.follower}:${f.following}`)).size).toBe(200);
    expect(planFollows('demo', 1, 10)).toEqual([]);
  });
});
