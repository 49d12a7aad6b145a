import { runtimeConfigFromEnv } from './runtime-config-env';

describe('runtimeConfigFromEnv', () => {
  it('sends only the MFE_*_URL values that are set, leaving defaults to the shell', () => {
    const config = runtimeConfigFromEnv({
      MFE_FEED_URL: 'https://feed.example/mf-manifest.json',
      MFE_AUTH_URL: ' ',
    });
    expect(config.remotes).toEqual({ feed: 'https://feed.example/mf-manifest.json' });
  });

  it('is empty without configuration', () => {
    expect(runtimeConfigFromEnv({}).remotes).toEqual({});
  });
});
