// Which request each platform gets for a playlist link, and the links that are never sent anywhere.
import { oembedRequestUrl, type OembedEndpoints } from './oembed-endpoints';

const endpoints: OembedEndpoints = {
  spotify: 'https://open.spotify.com/oembed',
  youtube: 'https://www.youtube.com/oembed',
  soundcloud: 'https://soundcloud.com/oembed',
};
const query = (url: string | null) => (url ? Object.fromEntries(new URL(url).searchParams) : null);

it('asks each platform its documented way', () => {
  const spotify = oembedRequestUrl(endpoints, 'spotify', 'https://open.spotify.com/playlist/37i9dQZF1DX');
  expect(spotify).toBe(
    'https://open.spotify.com/oembed?url=https%3A%2F%2Fopen.spotify.com%2Fplaylist%2F37i9dQZF1DX',
  );
  const set = 'https://soundcloud.com/forss/sets/soulhack';
  expect(query(oembedRequestUrl(endpoints, 'soundcloud', set))).toEqual({ url: set, format: 'json' });
  expect(oembedRequestUrl(endpoints, 'soundcloud', set)).toMatch(/^https:\/\/soundcloud\.com\/oembed\?/);
});

it('asks YouTube about the canonical playlist page, whichever YouTube host the link is on', () => {
  for (const link of [
    'https://music.youtube.com/playlist?list=PLx_1-y',
    'https://m.youtube.com/watch?v=abc&list=PLx_1-y',
    'https://www.youtube.com/playlist?list=PLx_1-y&si=share',
  ]) {
    expect(query(oembedRequestUrl(endpoints, 'youtube', link))).toEqual({
      url: 'https://www.youtube.com/playlist?list=PLx_1-y',
      format: 'json',
    });
  }
});

it('sends nothing for Apple, a platform turned off, a link off the platform host or a mismatch', () => {
  const apple = 'https://music.apple.com/us/playlist/chill/pl.u-abc';
  expect(oembedRequestUrl(endpoints, 'apple', apple)).toBeNull();
  expect(
    oembedRequestUrl({ ...endpoints, spotify: '' }, 'spotify', 'https://open.spotify.com/playlist/1'),
  ).toBeNull();
  expect(oembedRequestUrl(endpoints, 'spotify', 'https://example.com/playlist/1')).toBeNull();
  expect(oembedRequestUrl(endpoints, 'spotify', 'https://soundcloud.com/a/sets/b')).toBeNull();
  expect(oembedRequestUrl(endpoints, 'spotify', 'not a url')).toBeNull();
  expect(oembedRequestUrl(endpoints, 'tidal', 'https://open.spotify.com/playlist/1')).toBeNull();
});
