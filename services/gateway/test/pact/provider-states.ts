// The gateway's side of the consumers' pacts: each provider state is made through the real API
// (register, verify by the mailed link, follow, post, vote) or a service's gRPC call, and the
// session of the state's user rides on every replayed request as its cookie.
import type { VerifierOptions } from '@pact-foundation/pact';
import {
  aStoredPlaylist,
  aUser,
  aVerifiedUser,
  linkPath,
  uniqueUsername,
  waitForMail,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';
import type { RequestHandler } from 'express';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

type Stack = GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;

/** What the states of one interaction made; reset before each interaction. */
interface Scene {
  user?: TestUser;
  playlistId?: string;
}

export function providerStates(s: Stack): {
  stateHandlers: StateHandlers;
  requestFilter: RequestHandler;
  beforeEach: () => Promise<void>;
} {
  let scene: Scene = {};
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    fetch(`${s.baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const expectOk = async (what: string, answer: Promise<Response>) => {
    const res = await answer;
    if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  const signedIn = (): TestUser => {
    if (!scene.user) throw new Error('this state needs "a signed-in verified user" first');
    return scene.user;
  };
  /** What a pact may use from the signed-in user; newUsername is free for a rename. */
  const userValues = (user: TestUser) => ({
    userId: user.id,
    username: user.username,
    email: user.email,
    newUsername: uniqueUsername('renamed'),
  });

  const stateHandlers: StateHandlers = {
    'no one is signed in': async () => undefined,
    'a signed-in verified user': async () => {
      scene.user = await aVerifiedUser(s);
      return userValues(scene.user);
    },
    'a signed-in unverified user': async () => {
      scene.user = await aUser(s);
      return userValues(scene.user);
    },
    /** Registered and signed out: the pact signs in with these. */
    'a registered account': async () => {
      const { username, password, email } = await aUser(s);
      return { username, password, email };
    },
    /** The token comes from the reset mail the platform sent, as the user would click it. */
    'a password reset was requested': async () => {
      const { username, email } = await aUser(s);
      await expectOk('the reset request', call('POST', '/api/forgot-password', '', { username }));
      const mail = await waitForMail(s.mailpitUrl, email, 'Reset');
      const token = new URL(linkPath(mail, '/reset-password'), s.baseUrl).searchParams.get('token') ?? '';
      return { token };
    },
    'no account uses the username': async () => {
      const username = uniqueUsername('pact');
      return { username, email: `${username}@example.com` };
    },
    /** Owned by the signed-in user when there is one, else by someone new; shown by the feed. */
    'a playlist exists': async () => {
      const owner = scene.user ?? (await aUser(s));
      const playlistId = await aStoredPlaylist(s, owner);
      scene.playlistId = playlistId;
      await waitFor(
        async () => {
          const page = (await (await call('GET', '/api/playlists?page=1&limit=10', '')).json()) as {
            playlists?: Array<{ id: string }>;
          };
          return page.playlists?.some((p) => p.id === playlistId) === true;
        },
        { what: 'the new playlist in the feed', timeoutMs: 10_000, intervalMs: 100 },
      );
      return { playlistId };
    },
    'the user voted fire on the playlist': async () => {
      const { cookie } = signedIn();
      const playlistId = scene.playlistId ?? '';
      await expectOk(
        'the fire vote',
        call('POST', `/api/playlists/${playlistId}/vote`, cookie, { voteType: 'fire' }),
      );
      return { playlistId };
    },
    /** Someone else, whom the signed-in user follows. */
    'the user follows another user': async () => {
      const other = await aUser(s);
      await expectOk('the follow', call('POST', `/api/users/${other.id}/follow`, signedIn().cookie));
      return { otherUserId: other.id };
    },
    'another user exists': async () => ({ otherUserId: (await aUser(s)).id }),
    'another user follows the user': async () => {
      const other = await aUser(s);
      await expectOk('the follow', call('POST', `/api/users/${signedIn().id}/follow`, other.cookie));
      return { otherUserId: other.id };
    },
    /** Someone follows the signed-in user and posts: that post is the user's unread notification. */
    'the user has an unread notification': async () => {
      const me = signedIn();
      const poster = await aUser(s);
      await expectOk('the follow', call('POST', `/api/users/${poster.id}/follow`, me.cookie));
      await expectOk(
        'the post',
        call('POST', '/api/playlists', poster.cookie, {
          title: 'Orbit Beats',
          platform: 'spotify',
          playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
          tags: ['synthwave'],
        }),
      );
      let notificationId = '';
      await waitFor(
        async () => {
          const page = (await (await call('GET', '/api/notifications', me.cookie)).json()) as {
            notifications?: Array<{ id: string }>;
          };
          notificationId = page.notifications?.[0]?.id ?? '';
          return notificationId !== '';
        },
        { what: 'the notification of the post', timeoutMs: 10_000, intervalMs: 100 },
      );
      return { notificationId };
    },
  };

  return {
    stateHandlers,
    requestFilter: (req, _res, next) => {
      // The consumers' requests carry no cookie (the browser adds it): the state's session does.
      if (scene.user && req.path !== '/_pactSetup') req.headers.cookie = scene.user.cookie;
      // Pact's proxy would forward a bodyless POST or PATCH chunked, which the gateway's JSON-only
      // rule refuses (415); a browser sends such a call with Content-Length: 0, and so does this.
      const body: unknown = req.body;
      const empty =
        body === undefined || (typeof body === 'object' && body !== null && !Object.keys(body).length);
      if (empty && req.headers['content-length'] === undefined) req.headers['content-length'] = '0';
      next();
    },
    // Runs at each interaction's state setup; every consumer interaction names a state (an
    // anonymous one 'no one is signed in'), so no session leaks from one interaction to the next.
    beforeEach: async () => {
      scene = {};
    },
  };
}
