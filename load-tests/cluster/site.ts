// The data the cluster test's traffic needs, made through the ingress as people would: accounts
// registered, their mailed verification links followed (the cluster's Mailpit, routed at /_mail/),
// signed in, and playlists submitted. One run's names are new (a random run id), so a second run
// never trips on the first's.
import { randomBytes } from 'node:crypto';
import { findVerificationMail } from '@sonic-nexus/scripts/seed/verification-mail';
import type { SiteData } from '../k6-run';
import { SITE_URL } from './kube';

const PASSWORD = 'cluster-test-password-1';
const TAG = 'cluster';
/** this run's mark in every name it makes */
const RUN = randomBytes(3).toString('hex');

async function call(
  method: string,
  pathname: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${SITE_URL}${pathname}`, {
    method,
    redirect: 'manual',
    headers: {
      origin: SITE_URL,
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(20_000),
  });
}

async function expectStatus(res: Response, want: number[], what: string): Promise<Response> {
  if (!want.includes(res.status)) throw new Error(`${what}: answered ${res.status} ${await res.text()}`);
  return res;
}

const sessionOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sn_session='))
    ?.split(';')[0];

export interface ClusterSite {
  data: SiteData;
}

/** `users` verified accounts, signed in (a session each), and no playlists yet. */
export async function makeUsers(count: number): Promise<ClusterSite> {
  const users: SiteData['users'] = [];
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `ct${RUN}u${i}`;
    const email = `${username}@cluster.test`;
    const registered = await expectStatus(
      await call('POST', '/api/register', { body: { username, email, password: PASSWORD } }),
      [200, 201],
      `register ${username}`,
    );
    const user = (await registered.json()) as { id: number };
    const mail = await findVerificationMail(`${SITE_URL}/_mail`, email, { timeoutMs: 30_000 });
    if (!mail) throw new Error(`no verification mail for ${email} in the cluster's Mailpit`);
    await expectStatus(
      await call('GET', `/api/verify-email?token=${encodeURIComponent(mail.token)}`),
      [200, 302, 303],
      `verify ${username}`,
    );
    const login = await expectStatus(
      await call('POST', '/api/login', { body: { username, password: PASSWORD } }),
      [200],
      `sign in ${username}`,
    );
    const cookie = sessionOf(login);
    if (!cookie) throw new Error(`sign in ${username}: no session cookie`);
    users.push({ id: user.id, username, password: PASSWORD });
    cookies.push(cookie);
  }
  return {
    data: { users, playlistIds: [], userIds: users.map((u) => u.id), tag: TAG, query: 'Cluster', cookies },
  };
}

let batches = 0;

/**
 * The same users with `count` new playlists to read and vote on: each scenario votes on its own,
 * so its tallies are its traffic's alone.
 */
export async function withNewPlaylists(site: ClusterSite, count: number): Promise<ClusterSite> {
  const cookies = site.data.cookies ?? [];
  const batch = (batches += 1);
  const playlistIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await expectStatus(
      await call('POST', '/api/playlists', {
        cookie: cookies[i % cookies.length],
        headers: { 'idempotency-key': `ct-${RUN}-b${batch}-p${i}` },
        body: {
          title: `Cluster ${RUN} ${batch}.${i}`,
          description: 'made by the cluster test',
          platform: 'spotify',
          playlistUrl: `https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM${String(i).padStart(2, '0')}`,
          tags: [TAG],
        },
      }),
      [201],
      `submit playlist ${batch}.${i}`,
    );
    playlistIds.push(((await res.json()) as { id: string }).id);
  }
  return { data: { ...site.data, playlistIds } };
}

/** The fire count the site shows for a playlist (its page's answer). */
export async function fireVotes(id: string): Promise<number> {
  const res = await expectStatus(await call('GET', `/api/playlists/${id}`), [200], `playlist ${id}`);
  return ((await res.json()) as { fireVotes: number }).fireVotes;
}

/** The titles of a user's playlists, from their public profile. */
export async function titlesOf(userId: number): Promise<string[]> {
  const res = await expectStatus(
    await call('GET', `/api/users/${userId}/profile`),
    [200],
    `profile ${userId}`,
  );
  return ((await res.json()) as { playlists: { title: string }[] }).playlists.map((p) => p.title);
}
