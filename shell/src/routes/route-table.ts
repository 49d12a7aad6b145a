// The site's route table (spec §2). The shell owns it: each path belongs either to a remote's
// area (whose own <Routes> then renders the page) or to a page of the shell itself.
import { matchPath } from 'react-router';
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

const routeTable: ReadonlyArray<{ path: string; owner: RouteOwner; title: string }> = [
  { path: '/', owner: remote('feed'), title: 'Home' },
  { path: '/playlists/:id', owner: remote('feed'), title: 'Playlist' },
  { path: '/top-100', owner: remote('feed'), title: 'Top 100' },
  { path: '/history', owner: remote('feed'), title: 'Fire History' },
  { path: '/profile', owner: remote('profile'), title: 'Account Settings' },
  { path: '/users/:userId', owner: remote('profile'), title: 'Profile' },
  { path: '/followers', owner: remote('profile'), title: 'Your Followers' },
  { path: '/notifications', owner: remote('profile'), title: 'Notifications' },
  { path: '/auth', owner: remote('auth'), title: 'Login or Register' },
  { path: '/reset-password', owner: remote('auth'), title: 'Reset Password' },
  { path: '/verification-success', owner: shell('verification-success'), title: 'Email Verified' },
  { path: '/verification-failure', owner: shell('verification-failure'), title: 'Verification Failed' },
  { path: '/terms', owner: shell('terms'), title: 'Terms of Service' },
  { path: '/privacy', owner: shell('privacy'), title: 'Privacy Policy' },
  { path: '/contact', owner: shell('contact'), title: 'Contact' },
  // The verification pages link to /login and /register (spec §2); both are the /auth tabs here.
  { path: '/login', owner: redirect('/auth'), title: 'Login or Register' },
  { path: '/register', owner: redirect('/auth?tab=register'), title: 'Login or Register' },
];

const SITE_NAME = 'Sonic Nexus';

function findRoute(pathname: string) {
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

export function routeOwner(pathname: string): RouteOwner {
  return findRoute(pathname)?.owner ?? shell('not-found');
}

/**
 * The browser tab's title for a path: 'Top 100 · Sonic Nexus'; the home page is the site's name.
 * A page that named itself (pageName, e.g. a playlist's title) replaces the route's title.
 */
export function documentTitle(pathname: string, pageName?: string | null): string {
  const hit = findRoute(pathname);
  if (hit && pageName) return `${pageName} · ${SITE_NAME}`;
  if (hit?.path === '/') return SITE_NAME;
  return `${hit ? hit.title : 'Page Not Found'} · ${SITE_NAME}`;
}
