// The enrichment settings of the playlist service's configuration: the platforms' real oEmbed
// endpoints by default, '' turns a platform off, and bad values stop the service at boot.
import { ConfigError, loadConfig } from '@sonic-nexus/service-kit';
import { configSchema } from './config';

const issuesOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(configSchema, env);
  } catch (err) {
    if (err instanceof ConfigError) return err.issues.map((i) => i.variable);
    throw err;
  }
  return [];
};

it('asks the real platforms by default, each call bounded to 3 s, the breaker after 3 calls for 30 s', () => {
  expect(loadConfig(configSchema, {})).toMatchObject({
    OEMBED_SPOTIFY_URL: 'https://open.spotify.com/oembed',
    OEMBED_YOUTUBE_URL: 'https://www.youtube.com/oembed',
    OEMBED_SOUNDCLOUD_URL: 'https://soundcloud.com/oembed',
    OEMBED_TIMEOUT_MS: 3000,
    OEMBED_BREAKER_MIN_CALLS: 3,
    OEMBED_BREAKER_RESET_MS: 30_000,
  });
});

it("takes '' as a platform turned off and a URL as its endpoint", () => {
  expect(
    loadConfig(configSchema, { OEMBED_SPOTIFY_URL: '', OEMBED_YOUTUBE_URL: 'http://127.0.0.1:9/yt' }),
  ).toMatchObject({ OEMBED_SPOTIFY_URL: '', OEMBED_YOUTUBE_URL: 'http://127.0.0.1:9/yt' });
});

it('refuses endpoints that are no URL and times out of range, naming each variable', () => {
  expect(
    issuesOf({
      OEMBED_SOUNDCLOUD_URL: 'soundcloud.com/oembed',
      OEMBED_TIMEOUT_MS: '0',
      OEMBED_BREAKER_MIN_CALLS: 'three',
      OEMBED_BREAKER_RESET_MS: '-1',
    }).sort(),
  ).toEqual([
    'OEMBED_BREAKER_MIN_CALLS',
    'OEMBED_BREAKER_RESET_MS',
    'OEMBED_SOUNDCLOUD_URL',
    'OEMBED_TIMEOUT_MS',
  ]);
  expect(issuesOf({ OEMBED_TIMEOUT_MS: '60000' })).toEqual(['OEMBED_TIMEOUT_MS']);
});
