import { isProtectedPath, routeOwner } from './route-table';

describe('route table', () => {
  it.each([
    ['/', 'feed'],
    ['/playlists/4f1c', 'feed'],
    ['/top-100', 'feed'],
    ['/history', 'feed'],
    ['/profile', 'profile'],
    ['/users/12', 'profile'],
    ['/followers', 'profile'],
    ['/notifications', 'profile'],
    ['/auth', 'auth'],
    ['/reset-password', 'auth'],
  ])('%s belongs to the %s remote', (path, area) => {
    expect(routeOwner(path)).toEqual({ kind: 'remote', area });
  });

  it.each([
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/contact', 'contact'],
    ['/verification-success', 'verification-success'],
    ['/verification-failure', 'verification-failure'],
    ['/playlists', 'not-found'],
    ['/users/12/extra', 'not-found'],
    ['/nowhere', 'not-found'],
  ])('%s is the shell page %s', (path, page) => {
    expect(routeOwner(path)).toEqual({ kind: 'shell', page });
  });

  it.each([
    ['/login', '/auth'],
    ['/register', '/auth?tab=register'],
  ])('%s leads to %s', (path, to) => {
    expect(routeOwner(path)).toEqual({ kind: 'redirect', to });
  });

  it('protects the signed-in pages only', () => {
    for (const path of ['/profile', '/history', '/followers', '/notifications', '/top-100']) {
      expect(isProtectedPath(path)).toBe(true);
    }
    for (const path of ['/', '/auth', '/users/3', '/playlists/x', '/contact', '/profile/extra']) {
      expect(isProtectedPath(path)).toBe(false);
    }
  });
});
