// Test data made the way a person or a client makes it: users register over HTTP (and verify by
// following the link Mailpit caught), playlists are valid submissions unless a test says otherwise.
import { randomBytes } from 'node:crypto';
import type { Platform, User } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { ServiceClients } from './gateway-stack';
import { linkPath, waitForMail } from './mailpit';

/** Where the gateway answers, and (for verified users) where the mail it sends is read. */
export interface Site {
  baseUrl: string;
}
export interface SiteWithMail extends Site {
  mailpitUrl: string;
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  /** the `sn_session=…` pair to send as Cookie */
  cookie: string;
  user: User;
}

export interface UserOptions {
  username?: string;
  email?: string;
  password?: string;
}

/** Letters, digits and underscores only, unique per call (spec username rules). */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`.slice(0, 50);
}

/** The `sn_session=…` pair from a response's Set-Cookie headers ('' when none). */
export function sessionCookieFrom(setCookies: string[]): string {
  const line = setCookies.find((c) => c.startsWith('sn_session='));
  return line ? line.split(';')[0] : '';
}

/** A registered, signed-in user whose email is not verified yet. */
export async function aUser(site: Site, opts: UserOptions = {}): Promise<TestUser> {
  const username = opts.username ?? uniqueUsername();
  const email = opts.email ?? `${username.toLowerCase()}@example.com`;
  const password = opts.password ?? 'password123';
  const res = await fetch(`${site.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email, password }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const user = (await res.json()) as User;
  const cookie = sessionCookieFrom(res.headers.getSetCookie());
  return { id: user.id, username, email, password, cookie, user };
}

/**
 * A registered user who then read the verification mail in Mailpit and followed its link through
 * the gateway: signed in and verified.
 */
export async function aVerifiedUser(site: SiteWithMail, opts: UserOptions = {}): Promise<TestUser> {
  const registered = await aUser(site, opts);
  const mail = await waitForMail(site.mailpitUrl, registered.email, 'Verify');
  const verify = await fetch(`${site.baseUrl}${linkPath(mail, '/api/verify-email')}`, { redirect: 'manual' });
  if (verify.status !== 302 || verify.headers.get('location') !== '/verification-success') {
    throw new Error(`verification link answered ${verify.status} → ${verify.headers.get('location')}`);
  }
  const me = await fetch(`${site.baseUrl}/api/user`, { headers: { cookie: registered.cookie } });
  const user = (await me.json()) as User;
  if (!user.emailVerified) throw new Error('user is not verified after following the link');
  return { ...registered, user };
}

/**
 * A valid playlist submission: the body of POST /api/playlists, and with the submitter added the
 * playlist service's CreatePlaylistRequest.
 */
export interface PlaylistDraft {
  title: string;
  description: string;
  platform: Platform;
  playlistUrl: string;
  tags: string[];
  albumArtUrls: string[];
  durationMinutes?: number;
}

export function aPlaylist(overrides: Partial<PlaylistDraft> = {}): PlaylistDraft {
  return {
    title: 'Nebula Nights',
    description: 'Late night synthwave',
    platform: 'spotify',
    playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    tags: ['synthwave'],
    albumArtUrls: [],
    ...overrides,
  };
}

/**
 * A playlist of `owner` stored straight by the playlist service, for tests about something else
 * than submission (which has its own tests through the gateway); answers its id.
 */
export async function aStoredPlaylist(
  stack: { clients: Pick<ServiceClients, 'playlist'> },
  owner: Pick<TestUser, 'id' | 'username'>,
  overrides: Partial<PlaylistDraft> = {},
): Promise<string> {
  const client = stack.clients.playlist;
  const request = { ...aPlaylist(overrides), submittedBy: owner.id, username: owner.username };
  return (await unary(client, client.createPlaylist, request)).id;
}
