import { defaultRuntimeConfig, fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('defaults to relative manifest URLs behind the edge', () => {
    expect(defaultRuntimeConfig().remotes).toEqual({
      feed: '/mfe/feed/mf-manifest.json',
      profile: '/mfe/profile/mf-manifest.json',
      auth: '/mfe/auth/mf-manifest.json',
    });
  });

  it('takes valid entries and keeps defaults for missing or malformed ones', () => {
    const config = parseRuntimeConfig({
      remotes: { feed: ' https://cdn.example/feed/mf-manifest.json ', profile: 42, auth: '' },
    });
    expect(config.remotes.feed).toBe('https://cdn.example/feed/mf-manifest.json');
    expect(config.remotes.profile).toBe('/mfe/profile/mf-manifest.json');
    expect(config.remotes.auth).toBe('/mfe/auth/mf-manifest.json');
    expect(parseRuntimeConfig('nonsense')).toEqual(defaultRuntimeConfig());
  });

  it('falls back to defaults when the config cannot be fetched', async () => {
    const failing = (async () => new Response('nope', { status: 500 })) as typeof fetch;
    await expect(fetchRuntimeConfig(failing)).resolves.toEqual(defaultRuntimeConfig());
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(fetchRuntimeConfig(offline)).resolves.toEqual(defaultRuntimeConfig());
    const ok = (async () => Response.json({ remotes: { auth: '/x/auth.json' } })) as typeof fetch;
    await expect(fetchRuntimeConfig(ok)).resolves.toMatchObject({ remotes: { auth: '/x/auth.json' } });
  });
});
