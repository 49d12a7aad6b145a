import { runtimeConfigFromEnv } from './runtime-config-env';

describe('runtimeConfigFromEnv', () => {
  it('uses MFE_*_URL when set and the relative defaults otherwise', () => {
    const config = runtimeConfigFromEnv({
      MFE_FEED_URL: 'https://feed.example/mf-manifest.json',
      MFE_AUTH_URL: ' ',
    });
    expect(config.remotes).toEqual({
      feed: 'https://feed.example/mf-manifest.json',
      profile: '/mfe/profile/mf-manifest.json',
      auth: '/mfe/auth/mf-manifest.json',
    });
  });
});
