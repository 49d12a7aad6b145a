// The site's route table (spec §2). The shell owns it: each path belongs either to a remote's
// area (whose own <Routes> then renders the page) or to a page of the shell itself.
import { matchPath } from 'react-router-dom';
import type { RemoteAreaName } from '../remotes/remote-areas';

export type ShellPage =
  'verification-success' | 'verification-failure' | 'terms' | 'privacy' | 'contact' | 'not-found';

export type RouteOwner =
  | { kind: 'remote'; area: RemoteAreaName }
  | { kind: 'shell'; page: ShellPage }
  | { kind: 'redirect'; to: string };

const remote = (area: RemoteAreaName): RouteOwner => ({ kind: 'remote', area });
const shell = (page: ShellPage): RouteOwner => ({ kind: 'shell', page });
const redirect = (to: string): RouteOwner => ({ kind: 'redirect', to });

/** Signed-in only (spec §2): a spinner while the user loads, anonymous visitors go to /auth. */
const protectedPaths: readonly string[] = [
  '/profile',
  '/history',
  '/followers',
  '/notifications',
  '/top-100',
];

export function isProtectedPath(pathname: string): boolean {
  return protectedPaths.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

const routeTable: ReadonlyArray<{ path: string; owner: RouteOwner }> = [
  { path: '/', owner: remote('feed') },
  { path: '/playlists/:id', owner: remote('feed') },
  { path: '/top-100', owner: remote('feed') },
  { path: '/history', owner: remote('feed') },
  { path: '/profile', owner: remote('profile') },
  { path: '/users/:userId', owner: remote('profile') },
  { path: '/followers', owner: remote('profile') },
  { path: '/notifications', owner: remote('profile') },
  { path: '/auth', owner: remote('auth') },
  { path: '/reset-password', owner: remote('auth') },
  { path: '/verification-success', owner: shell('verification-success') },
  { path: '/verification-failure', owner: shell('verification-failure') },
  { path: '/terms', owner: shell('terms') },
  { path: '/privacy', owner: shell('privacy') },
  { path: '/contact', owner: shell('contact') },
  // The verification pages link to /login and /register (spec §2); both are the /auth tabs here.
  { path: '/login', owner: redirect('/auth') },
  { path: '/register', owner: redirect('/auth?tab=register') },
];

export function routeOwner(pathname: string): RouteOwner {
  const hit = routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname));
  return hit ? hit.owner : shell('not-found');
}
