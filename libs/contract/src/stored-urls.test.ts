// Issue 27: the links a playlist keeps are read as browsers read them (WHATWG) and stored as
// normalised; album art comes from the platforms' image hosts or our own pictures only.
import type { ZodType } from 'zod';
import {
  ALBUM_ART_HOSTS,
  albumArtUrl,
  buildPath,
  createPlaylistBody,
  detectPlatform,
  isAlbumArtHost,
  PICTURE_PATH,
  playlistUrlProblem,
  previewPlaylistUrl,
  validationMessages as v,
} from './index';

const okPlaylist = {
  title: 'Nebula Nights',
  platform: 'spotify',
  playlistUrl: 'https://open.spotify.com/playlist/abc',
};

function messagesOf(schema: ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const storedUrl = (playlistUrl: string) =>
  createPlaylistBody.parse({ ...okPlaylist, playlistUrl }).playlistUrl;

describe('playlist URL', () => {
  it.each([
    ['HTTPS://OPEN.SPOTIFY.COM/playlist/abc', 'https://open.spotify.com/playlist/abc'],
    ['https://open.spotify.com:443/playlist/abc', 'https://open.spotify.com/playlist/abc'],
    ['  https://open.spotify.com/playlist/abc?si=x y  ', 'https://open.spotify.com/playlist/abc?si=x%20y'],
    ['https://soundcloud.com/a/sets/b/../c', 'https://soundcloud.com/a/sets/c'],
    ['http://music.apple.com/us/playlist/x/pl.u-1', 'http://music.apple.com/us/playlist/x/pl.u-1'],
  ])('%s is stored as %s', (raw, stored) => {
    expect(storedUrl(raw)).toBe(stored);
    expect(storedUrl(stored)).toBe(stored); // normalising twice changes nothing (gateway, then service)
  });

  it.each([
    ['a backslash', 'https://open.spotify.com\\@127.0.0.1:18999/playlist/abc'],
    ['a backslash in the path', 'https://open.spotify.com/playlist\\abc'],
    ['user info', 'https://open.spotify.com@127.0.0.1/playlist/abc'],
    ['a user and password', 'https://me:secret@open.spotify.com/playlist/abc'],
    ['another port', 'https://open.spotify.com:8443/playlist/abc'],
    ['the other scheme’s port', 'http://open.spotify.com:443/playlist/abc'],
    ['no scheme', 'open.spotify.com/playlist/abc'],
    ['another scheme', 'javascript:alert(1)'],
    ['a file URL', 'file:///etc/passwd'],
    ['a NUL', 'https://open.spotify.com/playlist/a\u0000b'],
    ['a line break', 'https://open.spotify.com/play\nlist/abc'],
    ['a tab', 'https://open.spotify.com/play\tlist/abc'],
  ])('refuses %s with the spec message', (_what, playlistUrl) => {
    expect(messagesOf(createPlaylistBody, { ...okPlaylist, playlistUrl })).toEqual([v.playlistUrlInvalid]);
  });

  it('refuses a link whose normalised form is longer than the limit', () => {
    const playlistUrl = `https://open.spotify.com/playlist/${' '.repeat(700)}x`; // each space → %20
    expect(playlistUrl.length).toBeLessThan(2048);
    expect(messagesOf(createPlaylistBody, { ...okPlaylist, playlistUrl })).toEqual([v.playlistUrlInvalid]);
  });

  it('detects the platform of the normalised link by its host (DESIGN §8)', () => {
    expect(detectPlatform(storedUrl('HTTPS://Open.Spotify.com:443/playlist/abc'))).toBe('spotify');
    expect(
      playlistUrlProblem(storedUrl('https://music.youtube.com/playlist?list=PL1'), 'youtube'),
    ).toBeNull();
  });

  it('never previews a link the submission would refuse', () => {
    for (const raw of [
      'https://open.spotify.com\\@127.0.0.1:18999/playlist/abc',
      'https://x@open.spotify.com/playlist/abc',
      'https://open.spotify.com:444/playlist/abc',
    ]) {
      expect(previewPlaylistUrl(raw)).toEqual({ isSupported: false, platform: null, embedUrl: null });
    }
  });
});

describe('album art', () => {
  it.each([
    ['https://i.scdn.co/image/ab67616d0000b273', 'https://i.scdn.co/image/ab67616d0000b273'],
    ['https://mosaic.scdn.co/640/ab67616d', 'https://mosaic.scdn.co/640/ab67616d'],
    [
      'https://image-cdn-ak.spotifycdn.com/image/ab67706c',
      'https://image-cdn-ak.spotifycdn.com/image/ab67706c',
    ],
    [
      'https://is1-ssl.mzstatic.com/image/thumb/a/600x600bb.jpg',
      'https://is1-ssl.mzstatic.com/image/thumb/a/600x600bb.jpg',
    ],
    ['https://i.ytimg.com/vi/x/hqdefault.jpg?sqp=a', 'https://i.ytimg.com/vi/x/hqdefault.jpg?sqp=a'],
    ['https://yt3.ggpht.com/abc=s576', 'https://yt3.ggpht.com/abc=s576'],
    ['https://lh3.googleusercontent.com/abc=w544-h544', 'https://lh3.googleusercontent.com/abc=w544-h544'],
    ['https://i1.sndcdn.com/artworks-000-t500x500.jpg', 'https://i1.sndcdn.com/artworks-000-t500x500.jpg'],
    ['HTTPS://I.SCDN.CO:443/image/a b', 'https://i.scdn.co/image/a%20b'],
  ])('keeps %s as %s', (raw, stored) => {
    expect(albumArtUrl.parse(raw)).toBe(stored);
  });

  it('keeps our own uploaded pictures, as an upload answers them', () => {
    const own = buildPath(PICTURE_PATH, { id: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(albumArtUrl.parse(own)).toBe(own);
  });

  it.each([
    ['a host of no platform', 'https://example.com/cover.jpg'],
    ['a look-alike host', 'https://i.scdn.co.evil.example/cover.jpg'],
    ['a host ending like one', 'https://evilscdn.co/cover.jpg'],
    ['the bare domain of a wildcard', 'https://scdn.co/cover.jpg'],
    ['plain http', 'http://i.scdn.co/image/a'],
    ['a loopback address', 'https://127.0.0.1/cover.jpg'],
    ['any googleusercontent host', 'https://doc-0s-docs.googleusercontent.com/x'],
  ])('refuses %s: not a platform image', (_what, url) => {
    expect(messagesOf(albumArtUrl, url)).toEqual([v.albumArtHost]);
  });

  it.each([
    ['a backslash', 'https://i.scdn.co\\@127.0.0.1/image/a'],
    ['user info', 'https://i.scdn.co@127.0.0.1/image/a'],
    ['another port', 'https://i.scdn.co:8443/image/a'],
    ['no URL', 'cover.jpg'],
    ['another path of ours', '/api/users/1'],
    ['a path out of the pictures', '/api/pictures/../users/1'],
    ['a protocol-relative URL', '//i.scdn.co/image/a'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a NUL', 'https://i.scdn.co/image/a\u0000'],
  ])('refuses %s: not a valid URL', (_what, url) => {
    expect(messagesOf(albumArtUrl, url)).toEqual([v.albumArtUrl]);
  });

  it('is checked in a submission, each cover with its own message', () => {
    expect(
      messagesOf(createPlaylistBody, {
        ...okPlaylist,
        albumArtUrls: ['https://i.scdn.co/a', 'https://example.com/b'],
      }),
    ).toEqual([v.albumArtHost]);
  });

  it('names each host the way a CSP source does', () => {
    for (const host of ALBUM_ART_HOSTS) expect(host).toMatch(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(isAlbumArtHost('a.b.scdn.co')).toBe(true); // a CSP wildcard covers deeper names too
    expect(isAlbumArtHost('scdn.co')).toBe(false);
    expect(isAlbumArtHost('yt3.ggpht.com')).toBe(true);
    expect(isAlbumArtHost('x.yt3.ggpht.com')).toBe(false);
  });
});
