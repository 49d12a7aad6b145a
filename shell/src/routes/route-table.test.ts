import type { RemoteAreaName } from '../remotes/remote-areas';
import { documentTitle, isProtectedPath, routeOwner, type RouteOwner, type ShellPage } from './route-table';

const remote = (area: RemoteAreaName): RouteOwner => ({ kind: 'remote', area });
const shell = (page: ShellPage): RouteOwner => ({ kind: 'shell', page });
const redirect = (to: string): RouteOwner => ({ kind: 'redirect', to });

describe('route table', () => {
  it.each<[string, RouteOwner]>([
    ['/', remote('feed')],
    ['/playlists/4f1c', remote('feed')],
    ['/top-100', remote('feed')],
    ['/history', remote('feed')],
    ['/profile', remote('profile')],
    ['/users/12', remote('profile')],
    ['/followers', remote('profile')],
    ['/notifications', remote('profile')],
    ['/auth', remote('auth')],
    ['/reset-password', remote('auth')],
    ['/terms', shell('terms')],
    ['/privacy', shell('privacy')],
    ['/contact', shell('contact')],
    ['/verification-success', shell('verification-success')],
    ['/verification-failure', shell('verification-failure')],
    ['/playlists', shell('not-found')],
    ['/users/12/extra', shell('not-found')],
    ['/nowhere', shell('not-found')],
    ['/login', redirect('/auth')],
    ['/register', redirect('/auth?tab=register')],
  ])('%s is owned by %j', (path, owner) => {
    expect(routeOwner(path)).toEqual(owner);
  });

  it.each([
    ...['/profile', '/history', '/followers', '/notifications', '/top-100'].map(
      (path) => [path, true] as const,
    ),
    ...['/', '/auth', '/users/3', '/playlists/x', '/contact', '/profile/extra'].map(
      (path) => [path, false] as const,
    ),
  ])('%s is protected: %s', (path, isProtected) => {
    expect(isProtectedPath(path)).toBe(isProtected);
  });

  it.each([
    ['/', 'Sonic Nexus'],
    ['/top-100', 'Top 100 · Sonic Nexus'],
    ['/history', 'Fire History · Sonic Nexus'],
    ['/playlists/4f1c', 'Playlist · Sonic Nexus'],
    ['/users/12', 'Profile · Sonic Nexus'],
    ['/auth', 'Login or Register · Sonic Nexus'],
    ['/nowhere', 'Page Not Found · Sonic Nexus'],
    ['/users/12/extra', 'Page Not Found · Sonic Nexus'],
  ])('%s is titled %s', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });

  it('takes the name a page gave itself, but never on a path outside the table', () => {
    expect(documentTitle('/playlists/4f1c', 'Night Drive')).toBe('Night Drive · Sonic Nexus');
    expect(documentTitle('/playlists/4f1c', '')).toBe('Playlist · Sonic Nexus');
    expect(documentTitle('/playlists/4f1c', null)).toBe('Playlist · Sonic Nexus');
    expect(documentTitle('/nowhere', 'Night Drive')).toBe('Page Not Found · Sonic Nexus');
  });
});
