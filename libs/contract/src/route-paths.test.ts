import { buildPath, toExpressPath } from './index';

describe('path helpers', () => {
  it('converts to express form and fills params', () => {
    expect(toExpressPath('/api/users/{userId}/follow')).toBe('/api/users/:userId/follow');
    expect(buildPath('/api/playlists/{id}/vote', { id: 'a b' })).toBe('/api/playlists/a%20b/vote');
    expect(() => buildPath('/api/users/{id}')).toThrow('Missing path parameter id');
  });

  it('appends the given query values in order, encoded, leaving out empty ones', () => {
    expect(
      buildPath('/api/playlists', {}, { page: 2, limit: 10, tag: '', platform: undefined, q: 'a b' }),
    ).toBe('/api/playlists?page=2&limit=10&q=a%20b');
    expect(buildPath('/api/user/votes', {}, { ids: 'a,b' })).toBe('/api/user/votes?ids=a%2Cb');
    expect(buildPath('/api/playlists', {}, {})).toBe('/api/playlists');
  });
});
