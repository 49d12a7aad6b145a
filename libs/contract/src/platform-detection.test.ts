// DESIGN §8: every host, every embed form, and the links that get no embed.
import {
  buildEmbedUrl,
  EMBED_ORIGINS,
  detectPlatform,
  platformMismatchMessage,
  platformOfHost,
  playlistUrlProblem,
  previewPlaylistUrl,
} from './platform-detection';
import { previewMessages } from './messages';

describe('detectPlatform', () => {
  it.each([
    ['https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', 'spotify'],
    ['https://spotify.link/AbCdEf', 'spotify'],
    ['https://music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb', 'apple'],
    ['https://music.youtube.com/playlist?list=PL4fGSI1pDJn6jXS_Tv_N9B8Z0HTRVJE0m', 'youtube'],
    ['https://www.youtube.com/playlist?list=PL123', 'youtube'],
    ['https://youtube.com/watch?v=abc&list=PL123', 'youtube'],
    ['https://m.youtube.com/playlist?list=PL123', 'youtube'],
    ['https://soundcloud.com/artist/sets/night-drive', 'soundcloud'],
    ['https://m.soundcloud.com/artist/sets/night-drive', 'soundcloud'],
    ['https://on.soundcloud.com/xYz12', 'soundcloud'],
    ['HTTPS://OPEN.SPOTIFY.COM/playlist/abc', 'spotify'],
    ['  https://open.spotify.com/playlist/abc  ', 'spotify'],
  ])('%s → %s', (url, platform) => {
    expect(detectPlatform(url)).toBe(platform);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/playlist',
    'https://youtube.com/playlist?list=',
    'https://example.com/playlist/abc',
    'https://spotify.com.evil.example/playlist/abc',
    'https://notspotify.link/abc',
    'ftp://open.spotify.com/playlist/abc',
    'open.spotify.com/playlist/abc',
    'not a url',
    '',
  ])('%s → no platform', (url) => {
    expect(detectPlatform(url)).toBeNull();
  });

  it('knows the host of a YouTube link even without a list parameter', () => {
    expect(platformOfHost('https://www.youtube.com/watch?v=abc')).toBe('youtube');
    expect(platformOfHost('https://example.com/watch?v=abc')).toBeNull();
  });
});

describe('buildEmbedUrl', () => {
  it.each([
    [
      'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=123',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    ],
    [
      'https://open.spotify.com/intl-de/playlist/37i9dQZF1DXcBWIGoYBM5M',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    ],
    [
      'https://music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb?l=en',
      'https://embed.music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb',
    ],
    [
      'https://music.youtube.com/playlist?list=PL4fGSI1pDJn6jXS_Tv_N9B8Z0HTRVJE0m',
      'https://www.youtube.com/embed/videoseries?list=PL4fGSI1pDJn6jXS_Tv_N9B8Z0HTRVJE0m',
    ],
    ['https://youtube.com/watch?v=x&list=PL-1_a', 'https://www.youtube.com/embed/videoseries?list=PL-1_a'],
    [
      'https://soundcloud.com/artist/sets/night-drive',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Fsets%2Fnight-drive',
    ],
  ])('%s → %s', (url, embed) => {
    expect(buildEmbedUrl(url)).toBe(embed);
  });

  it.each([
    ['a Spotify track', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['a Spotify short link', 'https://spotify.link/AbCdEf'],
    ['an Apple album', 'https://music.apple.com/us/album/some-album/1440857781'],
    ['a YouTube video without a list', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a YouTube list with odd characters', 'https://www.youtube.com/playlist?list=PL%3Cscript%3E'],
    ['a SoundCloud track', 'https://soundcloud.com/artist/a-track'],
    ['a SoundCloud short link', 'https://on.soundcloud.com/xYz12'],
    ['another host', 'https://example.com/playlist/abc'],
    ['a playlist path on a lookalike host', 'https://open.spotify.com.evil.example/playlist/abc'],
    ['no URL', 'nonsense'],
  ])('builds none for %s', (_what, url) => {
    expect(buildEmbedUrl(url)).toBeNull();
  });
});

describe('previewPlaylistUrl', () => {
  it('answers supported with platform and embed', () => {
    expect(previewPlaylistUrl('https://open.spotify.com/playlist/abc123')).toEqual({
      isSupported: true,
      platform: 'spotify',
      embedUrl: 'https://open.spotify.com/embed/playlist/abc123',
    });
  });

  it('answers supported without an embed for a short link', () => {
    expect(previewPlaylistUrl('https://on.soundcloud.com/xYz12')).toEqual({
      isSupported: true,
      platform: 'soundcloud',
      embedUrl: null,
    });
  });

  it('answers unsupported for a YouTube video without a list, and for other hosts', () => {
    const none = { isSupported: false, platform: null, embedUrl: null };
    expect(previewPlaylistUrl('https://www.youtube.com/watch?v=abc')).toEqual(none);
    expect(previewPlaylistUrl('https://example.com/x')).toEqual(none);
  });
});

it('names the detected platform in the mismatch message', () => {
  expect(platformMismatchMessage('apple')).toBe(
    'This link belongs to Apple Music: choose Apple Music as the platform',
  );
});

describe('playlistUrlProblem (the server check of a submitted link)', () => {
  it.each([
    ['https://open.spotify.com/playlist/abc', 'spotify'],
    ['https://music.youtube.com/playlist?list=PL1', 'youtube'],
    ['https://on.soundcloud.com/xYz', 'soundcloud'],
  ] as const)('accepts %s as %s', (url, platform) => {
    expect(playlistUrlProblem(url, platform)).toBeNull();
  });

  it.each([
    ['https://open.spotify.com@evil.test/playlist/abc', 'spotify', previewMessages.unsupported],
    ['https://open.spotify.com.evil.test/playlist/abc', 'spotify', previewMessages.unsupported],
    ['https://evil.test/playlist/abc', 'apple', previewMessages.unsupported],
    ['https://www.youtube.com/watch?v=abc', 'youtube', previewMessages.unsupported],
    ['https://www.youtube.com/watch?v=abc', 'spotify', platformMismatchMessage('youtube')],
    ['https://open.spotify.com/playlist/abc', 'apple', platformMismatchMessage('spotify')],
  ] as const)('refuses %s as %s', (url, platform, message) => {
    expect(playlistUrlProblem(url, platform)).toBe(message);
  });
});

describe('EMBED_ORIGINS', () => {
  it('holds the origin of every embed built', () => {
    const links = [
      'https://open.spotify.com/playlist/abc',
      'https://music.apple.com/us/playlist/x/pl.abc',
      'https://music.youtube.com/playlist?list=PL1',
      'https://soundcloud.com/a/sets/b',
    ];
    const origins = links.map((link) => new URL(buildEmbedUrl(link) ?? '').origin);
    expect([...EMBED_ORIGINS].sort()).toEqual([...new Set(origins)].sort());
  });
});
