// Input hardening at the contract edge (issue 27), over the gateway and the four real services:
// NUL, C0/C1 controls and text-direction overrides in any text, id or query value answer 400 with
// the field's message (a NUL reached the store and answered 500 before); a title of invisible
// characters is empty; ids have one decimal spelling; stored links are read as browsers read them
// (WHATWG), kept normalised, and album art comes from the platforms' image hosts only. Each case
// checks the status, the message and that nothing was stored.
import {
  idempotencyKeyMessage,
  serverMessages,
  validationMessages as v,
  type Playlist,
} from '@sonic-nexus/contract';
import {
  aPlaylist,
  aUser,
  startGatewayStack,
  uniqueUsername,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

const ORIGIN = 'http://localhost:8080';
// Far above what this file sends: a refusal must come from validation, never from a limit.
const NO_LIMITS = Object.fromEntries(
  [
    'RATE_LIMIT_LOGIN_PER_ACCOUNT',
    'RATE_LIMIT_LOGIN_PER_CLIENT',
    'RATE_LIMIT_REGISTER_PER_CLIENT',
    'RATE_LIMIT_EMAIL_PER_ACCOUNT',
    'RATE_LIMIT_EMAIL_PER_CLIENT',
    'RATE_LIMIT_SUBMIT_PER_USER',
    'RATE_LIMIT_CARD_PER_CLIENT',
  ].map((name) => [name, '10000']),
);

/** NUL, BEL, ESC, DEL, NEL (U+0085), CSI (U+009B), RLO (U+202E), LRE (U+202A), LRI, PDI. */
const HIDDEN: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['NEL', '\u0085'],
  ['CSI', '\u009b'],
  ['RLO', '\u202e'],
  ['LRE', '\u202a'],
  ['LRI', '\u2066'],
  ['PDI', '\u2069'],
];
const pct = (char: string) => encodeURIComponent(char);

let s: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
let ann: TestUser;
let kept: Playlist;

const feedIds = async (): Promise<string[]> =>
  (await s.api.get('/api/playlists?limit=50').expect(200)).body.playlists.map((p: Playlist) => p.id);
const me = async (who: TestUser) => (await s.api.get('/api/user').set('Cookie', who.cookie).expect(200)).body;
const write = (method: 'post' | 'patch' | 'delete', path: string, who: TestUser | null = ann) => {
  const call = s.api[method](path).set('Origin', ORIGIN);
  return who ? call.set('Cookie', who.cookie) : call;
};
const submit = (body: object) => write('post', '/api/playlists').send(body);
const invalid = (field: string, message: string) => ({ message, errors: { [field]: message } });

beforeAll(async () => {
  s = await startGatewayStack({
    label: 'hostile_input',
    services: ['user', 'playlist', 'vote', 'notification'],
    env: NO_LIMITS,
  });
  ann = await aUser(s, { username: uniqueUsername('ann') });
  kept = (await submit(aPlaylist({ title: 'Kept', tags: ['kept'] })).expect(201)).body;
}, 180_000);
afterAll(() => s?.stop(), 30_000);

describe('finding 1: NUL, controls and direction overrides answer 400 with the field’s message', () => {
  describe.each(HIDDEN)('%s', (_name, char) => {
    it('in a playlist id of every playlist route, stores nothing', async () => {
      const id = `a${pct(char)}b`;
      const expected = invalid('id', v.playlistIdInvalid);
      expect((await s.api.get(`/api/playlists/${id}`).expect(400)).body).toEqual(expected);
      expect((await s.api.get(`/api/playlists/${id}/card.png`).expect(400)).body).toEqual(expected);
      expect(
        (await s.api.get(`/api/playlists/${id}/user-vote`).set('Cookie', ann.cookie).expect(400)).body,
      ).toEqual(expected);
      expect(
        (
          await write('patch', `/api/playlists/${id}/tags`)
            .send({ tags: ['x'] })
            .expect(400)
        ).body,
      ).toEqual(expected);
      expect((await write('delete', `/api/playlists/${id}`).expect(400)).body).toEqual(expected);
      expect((await s.api.get(`/api/playlists/${kept.id}`).expect(200)).body.tags).toEqual(['kept']);
    });

    it('in a notification id', async () => {
      const res = await write('patch', `/api/notifications/n${pct(char)}1/read`).expect(400);
      expect(res.body).toEqual(invalid('id', v.notificationIdInvalid));
    });

    it('in every query value', async () => {
      const cases: [string, string, string][] = [
        [`/api/playlists?q=moo${pct(char)}n`, 'q', v.searchCharacters],
        [`/api/playlists?tag=chi${pct(char)}ll`, 'tag', v.tagCharacters],
        [`/api/playlists?page=1${pct(char)}`, 'page', v.pageInvalid],
        [`/api/playlists?limit=${pct(char)}5`, 'limit', v.limitInvalid],
        [`/api/playlists?platform=spotify${pct(char)}`, 'platform', v.platformInvalid],
        [`/api/playlists/top?limit=5${pct(char)}`, 'limit', v.topLimitInvalid],
        [
          `/api/playlist-preview?url=https://open.spotify.com/playlist/a${pct(char)}b`,
          'url',
          v.playlistUrlInvalid,
        ],
        [`/api/user/votes?ids=${kept.id}${pct(char)}`, 'ids', v.idsInvalid],
        [`/api/notifications?page=2${pct(char)}`, 'page', v.pageInvalid],
        [`/api/user/fire-voted-playlists?limit=${pct(char)}`, 'limit', v.limitInvalid],
        [`/api/verify-email?token=abc${pct(char)}def`, 'token', v.tokenCharacters],
      ];
      for (const [path, field, message] of cases) {
        const res = await s.api.get(path).set('Cookie', ann.cookie);
        expect([path, res.status, res.body]).toEqual([path, 400, invalid(field, message)]);
      }
    });

    it('in the sign-in name or password, as the same 400 before any account is looked up', async () => {
      const login = (body: object) => s.api.post('/api/login').set('Origin', ORIGIN).send(body);
      expect(
        (await login({ username: `${ann.username}${char}`, password: ann.password }).expect(400)).body,
      ).toEqual(invalid('username', v.usernameCharacters));
      expect(
        (await login({ username: ann.username, password: `pass${char}word123` }).expect(400)).body,
      ).toEqual(invalid('password', v.passwordCharacters));
    });

    it('in a registration field, registering no one', async () => {
      const username = uniqueUsername('eve');
      const ok = { username, email: `${username}@example.com`, password: 'password123' };
      const register = (patch: object) =>
        s.api
          .post('/api/register')
          .set('Origin', ORIGIN)
          .send({ ...ok, ...patch });
      expect((await register({ username: `eve${char}${username.slice(3)}` }).expect(400)).body).toEqual(
        invalid('username', v.usernamePattern),
      );
      expect((await register({ email: `eve${char}@example.com` }).expect(400)).body).toEqual(
        invalid('email', v.emailInvalid),
      );
      expect((await register({ password: `password${char}123` }).expect(400)).body).toEqual(
        invalid('password', v.passwordCharacters),
      );
      const login = await s.api.post('/api/login').set('Origin', ORIGIN).send(ok).expect(401);
      expect(login.body).toEqual({ message: serverMessages.invalidCredentials });
    });

    it('in the bio, keeping the one stored', async () => {
      await write('patch', '/api/users/bio').send({ bio: 'kept' }).expect(200);
      const res = await write('patch', '/api/users/bio')
        .send({ bio: `Synth${char}wave` })
        .expect(400);
      expect(res.body).toEqual(invalid('bio', v.bioCharacters));
      expect((await s.api.get(`/api/users/${ann.id}`).expect(200)).body.bio).toBe('kept');
    });

    it('in a new username, leaving the name and the one change', async () => {
      const res = await write('post', '/api/user/change-username')
        .send({ newUsername: `nova${char}x` })
        .expect(400);
      expect(res.body).toEqual(invalid('newUsername', v.usernamePattern));
      expect(await me(ann)).toMatchObject({ username: ann.username, usernameChanged: false });
    });

    it('in the recovery and reset fields', async () => {
      const post = (path: string, body: object) =>
        s.api.post(path).set('Origin', ORIGIN).send(body).expect(400);
      expect((await post('/api/forgot-password', { username: `ann${char}` })).body).toEqual(
        invalid('username', v.usernameCharacters),
      );
      expect((await post('/api/resend-verification', { email: `ann${char}@example.com` })).body).toEqual(
        invalid('email', v.emailCharacters),
      );
      expect((await post('/api/verify-reset-token', { token: `abc${char}def` })).body).toEqual(
        invalid('token', v.tokenCharacters),
      );
      expect(
        (await post('/api/reset-password', { token: 'abcdef', newPassword: `password${char}1` })).body,
      ).toEqual(invalid('newPassword', v.passwordCharacters));
    });

    it('in the profile picture URL, keeping the picture', async () => {
      const before = (await me(ann)).profilePictureUrl;
      const res = await write('patch', '/api/users/profile-picture')
        .send({ profilePictureURL: `/api/pictures/abc${char}` })
        .expect(400);
      expect(res.body).toEqual(invalid('profilePictureURL', v.pictureUrlInvalid));
      expect((await me(ann)).profilePictureUrl).toBe(before);
    });

    it('in any text of a submission, storing no playlist', async () => {
      const before = await feedIds();
      const cases: [object, string, string][] = [
        [{ title: `Nebula${char}Nights` }, 'title', v.titleCharacters],
        [{ description: `Late${char}night` }, 'description', v.descriptionCharacters],
        [
          { playlistUrl: `https://open.spotify.com/playlist/37i9${char}` },
          'playlistUrl',
          v.playlistUrlInvalid,
        ],
        [{ tags: [`lo${char}fi`] }, 'tags.0', v.tagPattern],
        [{ albumArtUrls: [`https://i.scdn.co/image/a${char}`] }, 'albumArtUrls.0', v.albumArtUrl],
      ];
      for (const [patch, field, message] of cases) {
        const res = await submit(aPlaylist(patch));
        expect([patch, res.status, res.body]).toEqual([patch, 400, invalid(field, message)]);
      }
      expect(await feedIds()).toEqual(before);
    });
  });

  it('keeps line breaks and tabs where the field is multi-line (bio, description) only', async () => {
    const bio = 'Line one\n\tline two\r\n';
    expect((await write('patch', '/api/users/bio').send({ bio }).expect(200)).body.bio).toBe(bio);
    const before = await feedIds();
    const res = await submit(aPlaylist({ title: 'Nebula\tNights' })).expect(400);
    expect(res.body).toEqual(invalid('title', v.titleCharacters));
    expect(await feedIds()).toEqual(before);
  });

  it('refuses an Idempotency-Key with a control character, storing nothing', async () => {
    const before = await feedIds();
    const res = await submit(aPlaylist()).set('Idempotency-Key', 'key\tone').expect(400);
    expect(res.body).toEqual({ message: idempotencyKeyMessage, errors: { _: idempotencyKeyMessage } });
    expect(await feedIds()).toEqual(before);
  });
});

describe('finding 2: a title of invisible characters only is empty', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a word joiner and a byte order mark', '\u2060\ufeff'],
    ['zero-width joiners around a space', '\u200d \u200c'],
    ['a soft hyphen and a left-to-right mark', '\u00ad\u200e'],
    ['a Hangul filler', '\u3164'],
  ])('%s: 400 Title is required, storing nothing', async (_what, title) => {
    const before = await feedIds();
    const res = await submit(aPlaylist({ title })).expect(400);
    expect(res.body).toEqual(invalid('title', v.titleRequired));
    expect(await feedIds()).toEqual(before);
  });
});

describe('finding 3: ids and numbers have one decimal spelling', () => {
  const spellings = (id: number) => [
    `0x${id.toString(16)}`,
    `${id}.0`,
    `0${id}`,
    `%2B${id}`, // +id
    `%20${id}`,
    `${id}%20`,
    `${id}e0`,
    `${id * 10}e-1`,
    `${id}%0A`,
  ];

  it('answers 400 Invalid user id for any other spelling of a user id, on every user route', async () => {
    const other = await aUser(s, { username: uniqueUsername('other') });
    expect((await s.api.get(`/api/users/${other.id}`).expect(200)).body.id).toBe(other.id);
    for (const spelling of spellings(other.id)) {
      for (const path of ['', '/profile', '/stats', '/follow-counts', '/most-playlisted-artist']) {
        const res = await s.api.get(`/api/users/${spelling}${path}`);
        const field = path === '/follow-counts' || path === '/most-playlisted-artist' ? 'userId' : 'id';
        expect([spelling, path, res.status, res.body]).toEqual([
          spelling,
          path,
          400,
          invalid(field, v.userIdInvalid),
        ]);
      }
    }
  });

  it('follows no one through another spelling', async () => {
    const other = await aUser(s, { username: uniqueUsername('star') });
    for (const spelling of spellings(other.id)) {
      const res = await write('post', `/api/users/${spelling}/follow`).expect(400);
      expect(res.body).toEqual(invalid('userId', v.userIdInvalid));
    }
    expect((await s.api.get(`/api/users/${other.id}/follow-counts`).expect(200)).body).toEqual({
      followerCount: 0,
      followingCount: 0,
    });
  });

  it('reads page and limit in canonical decimal only', async () => {
    for (const page of ['0x2', '2.0', '02', '%2B2', '2e0', '%202']) {
      const res = await s.api.get(`/api/playlists?page=${page}`).expect(400);
      expect(res.body).toEqual(invalid('page', v.pageInvalid));
    }
    await s.api.get('/api/playlists?page=2&limit=5').expect(200);
  });
});

describe('finding 4: stored links are read as browsers read them and kept normalised', () => {
  it.each([
    ['a backslash before the user part', 'https://open.spotify.com\\@127.0.0.1:18999/playlist/abc'],
    ['user info', 'https://open.spotify.com@127.0.0.1:18999/playlist/abc'],
    ['a password', 'https://u:p@open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M'],
    ['another port', 'https://open.spotify.com:8443/playlist/37i9dQZF1DXcBWIGoYBM5M'],
  ])('refuses a playlist URL with %s: 400, nothing stored', async (_what, playlistUrl) => {
    const before = await feedIds();
    const res = await submit(aPlaylist({ playlistUrl })).expect(400);
    expect(res.body).toEqual(invalid('playlistUrl', v.playlistUrlInvalid));
    expect(await feedIds()).toEqual(before);
  });

  it.each([
    ['a host of no platform', 'https://example.com/cover.jpg', v.albumArtHost],
    ['plain http', 'http://i.scdn.co/image/ab67616d', v.albumArtHost],
    ['a look-alike host', 'https://i.scdn.co.evil.test/cover.jpg', v.albumArtHost],
    ['a backslash', 'https://i.scdn.co\\@127.0.0.1:18999/cover.jpg', v.albumArtUrl],
    ['user info', 'https://i.scdn.co@127.0.0.1/cover.jpg', v.albumArtUrl],
    ['another port', 'https://i.scdn.co:18999/cover.jpg', v.albumArtUrl],
    ['no URL', 'javascript:alert(1)', v.albumArtUrl],
  ])('refuses album art from %s: 400, nothing stored', async (_what, url, message) => {
    const before = await feedIds();
    const res = await submit(aPlaylist({ albumArtUrls: ['https://i.scdn.co/image/ok', url] })).expect(400);
    expect(res.body).toEqual(invalid('albumArtUrls.1', message));
    expect(await feedIds()).toEqual(before);
  });

  it('stores the link and covers as parsed and normalised, and answers them so', async () => {
    const ownPicture = '/api/pictures/AbCdEfGhIjKlMnOpQrStUv';
    const res = await submit(
      aPlaylist({
        playlistUrl: 'HTTPS://OPEN.SPOTIFY.COM:443/playlist/37i9dQZF1DXcBWIGoYBM5M',
        albumArtUrls: [
          'HTTPS://I.SCDN.CO:443/image/ab67 616d',
          'https://is1-ssl.mzstatic.com/a/600x600bb.jpg',
          ownPicture,
        ],
      }),
    ).expect(201);
    const expected = {
      playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
      albumArtUrls: [
        'https://i.scdn.co/image/ab67%20616d',
        'https://is1-ssl.mzstatic.com/a/600x600bb.jpg',
        ownPicture,
      ],
      // finding 5: the platform and the embed come from the normalised link's host (DESIGN §8)
      platform: 'spotify',
      embedUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    };
    expect(res.body).toMatchObject(expected);
    expect((await s.api.get(`/api/playlists/${res.body.id}`).expect(200)).body).toMatchObject(expected);
  });
});

describe('finding 5: detection and preview agree with what is stored', () => {
  it('previews a link that names two hosts as unsupported, as the submission refuses it', async () => {
    const url = encodeURIComponent('https://open.spotify.com\\@127.0.0.1:18999/playlist/abc');
    expect((await s.api.get(`/api/playlist-preview?url=${url}`).expect(200)).body).toEqual({
      isSupported: false,
      platform: null,
      embedUrl: null,
    });
  });

  it('detects every platform on its normalised link', async () => {
    const links: [string, string, string][] = [
      [
        'apple',
        'HTTPS://MUSIC.APPLE.COM/us/playlist/x/pl.u-abc',
        'https://music.apple.com/us/playlist/x/pl.u-abc',
      ],
      [
        'youtube',
        'https://music.youtube.com:443/playlist?list=PL1',
        'https://music.youtube.com/playlist?list=PL1',
      ],
      ['soundcloud', 'https://SoundCloud.com/a/sets/b', 'https://soundcloud.com/a/sets/b'],
    ];
    for (const [platform, playlistUrl, stored] of links) {
      const res = await submit(aPlaylist({ platform: platform as 'apple', playlistUrl })).expect(201);
      expect(res.body).toMatchObject({ platform, playlistUrl: stored, embedUrl: expect.any(String) });
    }
  });
});
