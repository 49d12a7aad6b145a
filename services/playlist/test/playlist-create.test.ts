// CreatePlaylist and PreviewPlaylist over real gRPC: every rule of spec §5 with its message, and
// nothing stored when a rule fails; platform detection and embeds of DESIGN §8 for every host.
import * as grpc from '@grpc/grpc-js';
import { platformMismatchMessage, previewMessages, validationMessages as v } from '@sonic-nexus/contract';
import { playlist } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import { failure } from '@sonic-nexus/test-kit';
import { createPlaylist, startHarness, uniqueUserId, type Harness } from './support/playlist-harness';

let h: Harness;
beforeAll(async () => (h = await startHarness('create')));
afterAll(() => h.close());

const owner = uniqueUserId();
// createPlaylist() adds the title 'Nebula Nights' and its Spotify link.
const valid: Partial<playlist.CreatePlaylistRequest> = {
  submittedBy: owner,
  username: 'nova_dj',
  description: 'Late night synthwave',
};
const create = (patch: Partial<playlist.CreatePlaylistRequest> = {}) =>
  createPlaylist(h, { ...valid, ...patch });
const stored = () => h.conn.collection('playlists').countDocuments();

interface Link {
  platform: string;
  url: string;
  embed: string;
}

/** A link of every supported kind, with the embed stored and previewed for it ('' = none). */
const SUPPORTED_LINKS: Link[] = [
  {
    platform: 'spotify',
    url: 'https://open.spotify.com/playlist/abc123',
    embed: 'https://open.spotify.com/embed/playlist/abc123',
  },
  {
    platform: 'spotify',
    url: 'https://open.spotify.com/playlist/abc',
    embed: 'https://open.spotify.com/embed/playlist/abc',
  },
  { platform: 'spotify', url: 'https://spotify.link/AbCdEf', embed: '' },
  { platform: 'spotify', url: 'https://spotify.link/x1', embed: '' },
  {
    platform: 'apple',
    url: 'https://music.apple.com/us/playlist/chill/pl.u-abc123',
    embed: 'https://embed.music.apple.com/us/playlist/chill/pl.u-abc123',
  },
  {
    platform: 'apple',
    url: 'https://music.apple.com/gb/playlist/pl.abc',
    embed: 'https://embed.music.apple.com/gb/playlist/pl.abc',
  },
  {
    platform: 'youtube',
    url: 'https://music.youtube.com/playlist?list=PLabc',
    embed: 'https://www.youtube.com/embed/videoseries?list=PLabc',
  },
  {
    platform: 'youtube',
    url: 'https://m.youtube.com/playlist?list=PLm',
    embed: 'https://www.youtube.com/embed/videoseries?list=PLm',
  },
  {
    platform: 'youtube',
    url: 'https://youtube.com/playlist?list=PL1',
    embed: 'https://www.youtube.com/embed/videoseries?list=PL1',
  },
  {
    platform: 'youtube',
    url: 'https://www.youtube.com/playlist?list=PL2',
    embed: 'https://www.youtube.com/embed/videoseries?list=PL2',
  },
  {
    platform: 'soundcloud',
    url: 'https://soundcloud.com/artist/sets/night',
    embed: 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Fsets%2Fnight',
  },
  {
    platform: 'soundcloud',
    url: 'https://m.soundcloud.com/a/sets/b',
    embed: 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fm.soundcloud.com%2Fa%2Fsets%2Fb',
  },
  { platform: 'soundcloud', url: 'https://on.soundcloud.com/xYz', embed: '' },
];

describe('CreatePlaylist', () => {
  it('stores a valid playlist and answers it with every field', async () => {
    const before = Date.now();
    const created = await create({
      albumArtUrls: ['https://i.scdn.co/image/a.jpg'],
      durationMinutes: 95,
      tags: ['Synthwave'],
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Nebula Nights',
      description: 'Late night synthwave',
      platform: 'spotify',
      playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
      albumArtUrls: ['https://i.scdn.co/image/a.jpg'],
      tags: ['synthwave'],
      durationMinutes: 95,
      trackCount: 0,
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 0,
      submittedBy: owner,
      username: 'nova_dj',
      createdAt: expect.any(String),
      embedUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    });
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await unary(h.client, h.client.getPlaylist, { playlistId: created.id })).toEqual(created);
    const feed = await unary(h.client, h.client.listPlaylists, playlist.ListPlaylistsRequest.fromPartial({}));
    expect(feed.playlists[0]).toEqual(created);
  });

  it('defaults the optional fields: no description, tags, art or duration', async () => {
    const created = await create({ description: '', title: '  Trimmed title  ' });
    expect(created).toMatchObject({
      title: 'Trimmed title',
      description: '',
      tags: [],
      albumArtUrls: [],
      durationMinutes: 0,
    });
  });

  it('trims, lowercases and de-duplicates tags', async () => {
    const created = await create({
      tags: ['  Lo-Fi ', 'lo-fi', 'Chill Beats', 'CHILL BEATS', 'rock', '80s'],
    });
    expect(created.tags).toEqual(['lo-fi', 'chill beats', 'rock', '80s']);
  });

  it.each<[string, Partial<playlist.CreatePlaylistRequest>, string]>([
    ['an empty title', { title: '' }, v.titleRequired],
    ['a blank title', { title: '   ' }, v.titleRequired],
    ['a title of 101 characters', { title: 'x'.repeat(101) }, v.titleMax],
    ['a description of 251 characters', { description: 'd'.repeat(251) }, v.descriptionMax],
    ['an unknown platform', { platform: 'tidal' }, v.platformInvalid],
    ['no platform', { platform: '' }, v.platformInvalid],
    ['an empty URL', { playlistUrl: '' }, v.playlistUrlInvalid],
    ['a URL without scheme', { playlistUrl: 'open.spotify.com/playlist/x' }, v.playlistUrlInvalid],
    ['a non-http URL', { playlistUrl: 'javascript:alert(1)' }, v.playlistUrlInvalid],
    [
      'a URL of 2049 characters',
      { playlistUrl: `https://open.spotify.com/${'a'.repeat(2025)}` },
      v.playlistUrlInvalid,
    ],
    ['a duration of 0', { durationMinutes: 0 }, v.durationRange],
    ['a duration of 10001', { durationMinutes: 10001 }, v.durationRange],
    ['a negative duration', { durationMinutes: -5 }, v.durationRange],
    [
      '5 album covers',
      { albumArtUrls: Array.from({ length: 5 }, (_, i) => `https://i.scdn.co/image/${i}`) },
      v.albumArtMax,
    ],
    ['an album cover that is not a URL', { albumArtUrls: ['cover.jpg'] }, v.albumArtUrl],
    ['5 different tags', { tags: ['a', 'b', 'c', 'd', 'e'] }, v.tagsMax],
    ['a tag of 21 characters', { tags: ['t'.repeat(21)] }, v.tagLength],
    ['a tag with a symbol', { tags: ['rock&roll'] }, v.tagPattern],
    ['an empty tag', { tags: ['  '] }, v.tagPattern],
    [
      'a YouTube link submitted as Spotify',
      { playlistUrl: 'https://www.youtube.com/watch?v=abc' },
      platformMismatchMessage('youtube'),
    ],
    [
      'an Apple link submitted as SoundCloud',
      { platform: 'soundcloud', playlistUrl: 'https://music.apple.com/us/playlist/x/pl.abc' },
      platformMismatchMessage('apple'),
    ],
    // The host must be the platform's (DESIGN §8): a 'Spotify' card may not link anywhere else.
    ...['https://open.spotify.com.evil.test/playlist/abc', 'https://evil.test/playlist/abc'].map(
      (url): [string, Partial<playlist.CreatePlaylistRequest>, string] => [
        `a Spotify playlist at ${url}`,
        { playlistUrl: url },
        previewMessages.unsupported,
      ],
    ),
    // Read as browsers read it (issue 27), a link naming two hosts is no valid link at all.
    [
      'a link with user info before the host',
      { playlistUrl: 'https://open.spotify.com@evil.test/playlist/abc' },
      v.playlistUrlInvalid,
    ],
    [
      'a link with a backslash',
      { playlistUrl: 'https://open.spotify.com\\@127.0.0.1:18999/playlist/abc' },
      v.playlistUrlInvalid,
    ],
    ['an album cover from no platform', { albumArtUrls: ['https://a.example/0.jpg'] }, v.albumArtHost],
    [
      'an Apple playlist on another site',
      { platform: 'apple', playlistUrl: 'https://example.com/my-list' },
      previewMessages.unsupported,
    ],
    [
      'a YouTube video (no list) as YouTube',
      { platform: 'youtube', playlistUrl: 'https://www.youtube.com/watch?v=abc' },
      previewMessages.unsupported,
    ],
    ['a title with a right-to-left override', { title: 'Nebula \u202Eathgin' }, v.titleCharacters],
    ['a title with a bell character', { title: 'Nebula\u0007' }, v.titleCharacters],
    ['a title over two lines', { title: 'Nebula\nNights' }, v.titleCharacters],
    [
      'a description with a first-strong isolate',
      { description: 'Late \u2068night' },
      v.descriptionCharacters,
    ],
    ['a description with a NUL', { description: 'Late\u0000night' }, v.descriptionCharacters],
    ['a tag with a right-to-left override', { tags: ['lo\u202Efi'] }, v.tagPattern],
    ['no submitter', { submittedBy: 0 }, v.userIdInvalid],
  ])('refuses %s with its message and stores nothing', async (_what, patch, message) => {
    const before = await stored();
    expect(await failure(create(patch))).toEqual({ code: grpc.status.INVALID_ARGUMENT, details: message });
    expect(await stored()).toBe(before);
  });

  it('accepts the limits themselves: 100-character title, 250-character description, 4 tags of 20, duration 1 and 10000', async () => {
    const created = await create({
      title: 't'.repeat(100),
      description: 'd'.repeat(250),
      tags: ['a'.repeat(20), 'b b', 'c-c', '4'],
      durationMinutes: 10000,
      albumArtUrls: Array.from({ length: 4 }, (_, i) => `https://i.scdn.co/image/${i}`),
    });
    expect(created.tags).toHaveLength(4);
    expect((await create({ durationMinutes: 1 })).durationMinutes).toBe(1);
  });

  it('keeps the line breaks and tabs of a description, and right-to-left text itself', async () => {
    const description = 'Side A\n\tnight drive\r\nSide B: \u05DC\u05D9\u05DC\u05D4';
    expect((await create({ description })).description).toBe(description);
  });

  it.each(SUPPORTED_LINKS)(
    'stores a $platform playlist at $url with embed $embed',
    async ({ platform, url, embed }) => {
      const created = await create({ platform, playlistUrl: url });
      expect(created).toMatchObject({ platform, playlistUrl: url, embedUrl: embed });
    },
  );
});

describe('PreviewPlaylist', () => {
  const preview = (url: string) => unary(h.client, h.client.previewPlaylist, { url });

  it.each(SUPPORTED_LINKS)(
    'supports a $platform playlist at $url with embed $embed',
    async ({ platform, url, embed }) => {
      expect(await preview(url)).toEqual({ isSupported: true, platform, embedUrl: embed });
    },
  );

  it.each([
    ['a YouTube video without a list', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a YouTube playlist page without a list', 'https://music.youtube.com/playlist'],
    ['another host', 'https://example.com/playlist/abc'],
    ['Spotify as the user part of another host', 'https://open.spotify.com@evil.test/playlist/abc'],
    ['Spotify as a subdomain of another host', 'https://open.spotify.com.evil.test/playlist/abc'],
    ['text that is no URL', 'not a url'],
    ['nothing', ''],
    ['a URL over 2048 characters', `https://open.spotify.com/playlist/${'a'.repeat(2100)}`],
  ])('does not support %s', async (_what, url) => {
    expect(await preview(url)).toEqual({ isSupported: false, platform: '', embedUrl: '' });
  });
});
