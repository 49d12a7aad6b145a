// A small site for k6 to load inside a jest test: the gateway over all four real services, a few
// verified users (they sign in with their passwords), their playlists, and the DATA the k6 scripts read.
import {
  aStoredPlaylist,
  aVerifiedUser,
  startGatewayStack,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';
import type { SiteData } from '../k6-run';

export const ALL_SERVICES = ['user', 'playlist', 'vote', 'notification'] as const;
export type AnyService = (typeof ALL_SERVICES)[number];
export type FullStack = GatewayStack<AnyService>;

export interface LoadSite {
  stack: FullStack;
  users: TestUser[];
  data: SiteData;
}

/** The tag and search word every seeded playlist carries, so tag and search pages find them. */
const TAG = 'orbit';

export async function startLoadSite(opts: {
  label: string;
  users: number;
  playlists: number;
  env?: NodeJS.ProcessEnv;
}): Promise<LoadSite> {
  const stack = await startGatewayStack({
    label: opts.label,
    services: [...ALL_SERVICES],
    // k6 signs everyone in from one address; the per-client limit is for people. Its few users
    // stand in for many: each votes and submits faster than a person (and repeats writes through
    // an outage), so the per-user limits of votes and submissions are lifted too.
    env: {
      RATE_LIMIT_LOGIN_PER_CLIENT: '100000',
      RATE_LIMIT_VOTE_PER_USER: '1000000',
      RATE_LIMIT_SUBMIT_PER_USER: '1000000',
      ...opts.env,
    },
  });
  try {
    const users: TestUser[] = [];
    for (let i = 0; i < opts.users; i += 1) users.push(await aVerifiedUser(stack));
    const playlistIds: string[] = [];
    for (let i = 0; i < opts.playlists; i += 1) {
      const owner = users[i % users.length] as TestUser;
      playlistIds.push(await aStoredPlaylist(stack, owner, { title: `Orbit ${i}`, tags: [TAG] }));
    }
    const data: SiteData = {
      users: users.map(({ id, username, password }) => ({ id, username, password })),
      playlistIds,
      userIds: users.map((u) => u.id),
      tag: TAG,
      query: 'Orbit',
    };
    return { stack, users, data };
  } catch (err) {
    await stack.stop();
    throw err;
  }
}
