import { fireVotedPath } from './playlist-queries';
import { previewPath, shouldPreview } from './playlist-preview';
import { playlistSearchPath } from './playlist-search';
import { userVotesIds } from './vote-queries';

describe('playlist call paths', () => {
  it('adds the search text to the feed call only when given', () => {
    expect(playlistSearchPath(2, { tag: 'lofi', q: 'night drive' })).toBe(
      '/api/playlists?page=2&limit=10&tag=lofi&q=night%20drive',
    );
    expect(playlistSearchPath(1, {})).toBe('/api/playlists?page=1&limit=10');
  });

  it('previews only URLs longer than 10 characters, encoded', () => {
    expect(shouldPreview('https://a.b')).toBe(true);
    expect(shouldPreview('https://ab')).toBe(false);
    expect(previewPath('https://x.y/?a=1&b=2')).toBe(
      '/api/playlist-preview?url=https%3A%2F%2Fx.y%2F%3Fa%3D1%26b%3D2',
    );
  });

  it('asks for fire history 10 at a time and at most 100 vote ids', () => {
    expect(fireVotedPath(3)).toBe('/api/user/fire-voted-playlists?page=3&limit=10');
    const ids = Array.from({ length: 120 }, (_, i) => `id${i % 110}`);
    expect(userVotesIds(ids)).toHaveLength(100);
    expect(userVotesIds(['a', 'a', 'b'])).toEqual(['a', 'b']);
  });
});
