// /api playlist routes over the real user and playlist services (child processes): submission with
// every rule of spec §5, preview, owner-only tag edits and deletion, and the 400/401/403/404/413
// answers with nothing changed afterwards.
import {
  platformMismatchMessage,
  previewMessages,
  serverMessages,
  validationMessages as v,
  type Playlist,
} from '@sonic-nexus/contract';
import {
  aPlaylist,
  aUser,
  aVerifiedUser,
  startGatewayStack,
  uniqueUsername,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

let stack: GatewayStack<'user' | 'playlist' | 'notification'>; // votes are not needed here
let api: typeof stack.api;
let alice: TestUser;
let bob: TestUser;

const valid = aPlaylist({
  title: 'Nebula Nights',
  description: 'Late night synthwave',
  tags: ['Synthwave', ' synthwave '],
});

const feedIds = async (): Promise<string[]> =>
  (await api.get('/api/playlists?limit=50').expect(200)).body.playlists.map((p: Playlist) => p.id);
const submit = (who: TestUser, body: object = valid) =>
  api.post('/api/playlists').set('Cookie', who.cookie).send(body);

beforeAll(async () => {
  stack = await startGatewayStack({ label: 'playlists', services: ['user', 'playlist', 'notification'] });
  api = stack.api;
  // alice: verified (the mail's link followed); bob: registered only, which is enough to submit.
  alice = await aVerifiedUser(stack, { username: uniqueUsername('alice') });
  bob = await aUser(stack, { username: uniqueUsername('bob') });
}, 90_000);

afterAll(() => stack?.stop(), 30_000);

describe('POST /api/playlists', () => {
  it('answers 401 to a guest and stores nothing', async () => {
    const before = await feedIds();
    const res = await api.post('/api/playlists').send(valid).expect(401);
    expect(res.body).toEqual({ message: serverMessages.notAuthenticated });
    expect(await feedIds()).toEqual(before);
  });

  it('creates the playlist for the signed-in user and answers it (201)', async () => {
    const res = await submit(alice).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Nebula Nights',
      description: 'Late night synthwave',
      platform: 'spotify',
      playlistUrl: valid.playlistUrl,
      albumArtUrls: [],
      tags: ['synthwave'],
      durationMinutes: 0,
      trackCount: 0,
      fireVotes: 0,
      thumbsUpVotes: 0,
      trashVotes: 0,
      submittedBy: alice.id,
      username: alice.username,
      createdAt: expect.any(String),
      embedUrl: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    });
    expect((await api.get(`/api/playlists/${res.body.id}`).expect(200)).body).toEqual(res.body);
    expect((await feedIds())[0]).toBe(res.body.id);
  });

  it('lets a signed-in user whose email is not verified yet submit too (DESIGN §8)', async () => {
    const res = await submit(bob, { ...valid, title: 'Unverified but welcome' }).expect(201);
    expect(res.body).toMatchObject({ submittedBy: bob.id, username: bob.username });
  });

  it.each([
    ['a YouTube video without a list', 'youtube', 'https://www.youtube.com/watch?v=abc'],
    ['Spotify as a subdomain of another host', 'spotify', 'https://open.spotify.com.evil.test/playlist/a'],
    ['another host', 'spotify', 'https://evil.test/playlist/a'],
  ])('answers 400 for %s, as the form refuses it, and stores nothing', async (_what, platform, url) => {
    const before = await feedIds();
    const res = await submit(alice, { ...valid, platform, playlistUrl: url }).expect(400);
    expect(res.body).toEqual({ message: previewMessages.unsupported });
    expect(await feedIds()).toEqual(before);
  });

  const tooMany = Array.from({ length: 5 }, (_, i) => `https://i.scdn.co/image/${i}`);
  it.each<[string, object, string, string]>([
    ['no title', { title: '' }, 'title', v.titleRequired],
    ['a 101-character title', { title: 'x'.repeat(101) }, 'title', v.titleMax],
    ['a 251-character description', { description: 'd'.repeat(251) }, 'description', v.descriptionMax],
    ['a title with a right-to-left override', { title: 'abc\u202Edef' }, 'title', v.titleCharacters],
    [
      'a description with a control character',
      { description: 'a\u001Bb' },
      'description',
      v.descriptionCharacters,
    ],
    ['an unknown platform', { platform: 'tidal' }, 'platform', v.platformInvalid],
    ['a URL that is not one', { playlistUrl: 'not a url' }, 'playlistUrl', v.playlistUrlInvalid],
    // Spotify as the user part of another host: a link naming two hosts is no valid link (issue 27).
    [
      'a URL with user info',
      { playlistUrl: 'https://open.spotify.com@evil.test/playlist/a' },
      'playlistUrl',
      v.playlistUrlInvalid,
    ],
    ['a duration of 0', { durationMinutes: 0 }, 'durationMinutes', v.durationRange],
    ['a duration of 10001', { durationMinutes: 10001 }, 'durationMinutes', v.durationRange],
    ['a duration as text', { durationMinutes: '60' }, 'durationMinutes', v.durationRange],
    ['5 album covers', { albumArtUrls: tooMany }, 'albumArtUrls', v.albumArtMax],
    ['5 tags', { tags: ['a', 'b', 'c', 'd', 'e'] }, 'tags', v.tagsMax],
    ['a 21-character tag', { tags: ['t'.repeat(21)] }, 'tags.0', v.tagLength],
    ['a tag with a symbol', { tags: ['rock&roll'] }, 'tags.0', v.tagPattern],
  ])('answers 400 for %s with the message, and stores nothing', async (_what, patch, field, message) => {
    const before = await feedIds();
    const res = await submit(alice, { ...valid, ...patch }).expect(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    expect(await feedIds()).toEqual(before);
  });

  it('answers 400 when the platform does not match the link, and stores nothing', async () => {
    const before = await feedIds();
    const res = await submit(alice, { ...valid, platform: 'apple' }).expect(400);
    expect(res.body).toEqual({ message: platformMismatchMessage('spotify') });
    expect(await feedIds()).toEqual(before);
  });

  it('answers 413 for a body over the limit, and 400 for malformed JSON; stores nothing', async () => {
    const before = await feedIds();
    const huge = await submit(alice, { ...valid, description: 'x'.repeat(200_000) }).expect(413);
    expect(huge.body).toEqual({ message: serverMessages.payloadTooLarge });
    const broken = await api
      .post('/api/playlists')
      .set('Cookie', alice.cookie)
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400);
    expect(broken.body).toEqual({ message: serverMessages.invalidJson });
    expect(await feedIds()).toEqual(before);
  });
});

describe('GET /api/playlist-preview', () => {
  it('answers supported with platform and embed', async () => {
    const url = 'https://music.youtube.com/playlist?list=PLabc';
    const res = await api.get('/api/playlist-preview').query({ url }).expect(200);
    expect(res.body).toEqual({
      isSupported: true,
      platform: 'youtube',
      embedUrl: 'https://www.youtube.com/embed/videoseries?list=PLabc',
    });
  });

  it('answers unsupported for a YouTube video without a list and for other hosts', async () => {
    for (const url of [
      'https://www.youtube.com/watch?v=abc',
      'https://example.com/list',
      'https://open.spotify.com@evil.test/playlist/a',
      'https://open.spotify.com.evil.test/playlist/a',
    ]) {
      const res = await api.get('/api/playlist-preview').query({ url }).expect(200);
      expect(res.body).toEqual({ isSupported: false, platform: null, embedUrl: null });
    }
  });

  it.each([
    ['no url', '', v.urlRequired],
    ['an empty url', '?url=', v.urlRequired],
    ['a url over 2048 characters', `?url=https://open.spotify.com/${'a'.repeat(2048)}`, v.playlistUrlInvalid],
  ])('answers 400 for %s', async (_what, query, message) => {
    const res = await api.get(`/api/playlist-preview${query}`).expect(400);
    expect(res.body).toEqual({ message, errors: { url: message } });
  });
});

describe('PATCH /api/playlists/{id}/tags and DELETE /api/playlists/{id}', () => {
  let mine: Playlist;
  const unknown = '00000000-0000-4000-8000-00000000f00d';
  const current = async () => (await api.get(`/api/playlists/${mine.id}`).expect(200)).body as Playlist;

  beforeAll(async () => {
    mine = (await submit(alice, { ...valid, title: 'Owned', tags: ['start'] }).expect(201)).body;
  });

  it('lets the owner replace the tags, normalised', async () => {
    const res = await api
      .patch(`/api/playlists/${mine.id}/tags`)
      .set('Cookie', alice.cookie)
      .send({ tags: [' Deep House', 'deep house ', 'Night'] })
      .expect(200);
    expect(res.body).toEqual({ ...mine, tags: ['deep house', 'night'] });
    mine = await current();
  });

  it('answers 401 to a guest and 403 to another user; the tags stay', async () => {
    const guest = await api
      .patch(`/api/playlists/${mine.id}/tags`)
      .send({ tags: ['x'] })
      .expect(401);
    expect(guest.body).toEqual({ message: serverMessages.notAuthenticated });
    const other = await api
      .patch(`/api/playlists/${mine.id}/tags`)
      .set('Cookie', bob.cookie)
      .send({ tags: ['hijacked'] })
      .expect(403);
    expect(other.body).toEqual({ message: serverMessages.notOwner });
    expect(await current()).toEqual(mine);
  });

  it.each<[object, string, string]>([
    [{ tags: ['a', 'b', 'c', 'd', 'e'] }, 'tags', v.tagsMax],
    [{ tags: ['under_score'] }, 'tags.0', v.tagPattern],
    [{ tags: ['y'.repeat(21)] }, 'tags.0', v.tagLength],
  ])('answers 400 for %j and keeps the tags', async (body, field, message) => {
    const res = await api
      .patch(`/api/playlists/${mine.id}/tags`)
      .set('Cookie', alice.cookie)
      .send(body)
      .expect(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    expect(await current()).toEqual(mine);
  });

  it('answers 404 for tags of an unknown playlist', async () => {
    const res = await api
      .patch(`/api/playlists/${unknown}/tags`)
      .set('Cookie', alice.cookie)
      .send({ tags: ['x'] })
      .expect(404);
    expect(res.body).toEqual({ message: serverMessages.playlistNotFound });
  });

  it('refuses deletion by a guest (401) and by another user (403); the playlist stays', async () => {
    expect((await api.delete(`/api/playlists/${mine.id}`).expect(401)).body).toEqual({
      message: serverMessages.notAuthenticated,
    });
    const other = await api.delete(`/api/playlists/${mine.id}`).set('Cookie', bob.cookie).expect(403);
    expect(other.body).toEqual({ message: serverMessages.notOwner });
    expect(await current()).toEqual(mine);
  });

  it('answers 404 when deleting an unknown playlist', async () => {
    const res = await api.delete(`/api/playlists/${unknown}`).set('Cookie', alice.cookie).expect(404);
    expect(res.body).toEqual({ message: serverMessages.playlistNotFound });
  });

  it('lets the owner delete it: then 404 everywhere and gone from the feed', async () => {
    const res = await api.delete(`/api/playlists/${mine.id}`).set('Cookie', alice.cookie).expect(200);
    expect(res.body).toEqual({ message: serverMessages.playlistDeleted });
    expect((await api.get(`/api/playlists/${mine.id}`).expect(404)).body).toEqual({
      message: serverMessages.playlistNotFound,
    });
    expect(await feedIds()).not.toContain(mine.id);
    await api.delete(`/api/playlists/${mine.id}`).set('Cookie', alice.cookie).expect(404);
    await api
      .patch(`/api/playlists/${mine.id}/tags`)
      .set('Cookie', alice.cookie)
      .send({ tags: [] })
      .expect(404);
  });
});

describe("the submitter's account events reach the playlists", () => {
  const eventually = (what: string) => ({ timeoutMs: 15_000, intervalMs: 100, what });

  it('a username change renames, and an account deletion removes, every playlist of that user', async () => {
    const carol = await aUser(stack, { username: uniqueUsername('carol') });
    const cookie = carol.cookie;
    const ids: string[] = [];
    for (const title of ['Carol one', 'Carol two']) {
      ids.push((await submit(carol, { ...valid, title }).expect(201)).body.id);
    }
    const newUsername = uniqueUsername('carol_new');
    await api.post('/api/user/change-username').set('Cookie', cookie).send({ newUsername }).expect(200);
    const usernameOf = async (id: string) => (await api.get(`/api/playlists/${id}`)).body.username;
    await waitFor(
      async () => (await usernameOf(ids[0])) === newUsername && (await usernameOf(ids[1])) === newUsername,
      eventually('both playlists renamed'),
    );

    await api.delete('/api/users/account').set('Cookie', cookie).expect(200);
    const status = async (id: string) => (await api.get(`/api/playlists/${id}`)).status;
    await waitFor(
      async () => (await status(ids[0])) === 404 && (await status(ids[1])) === 404,
      eventually('both playlists removed'),
    );
    const feed = await feedIds();
    expect(ids.filter((id) => feed.includes(id))).toEqual([]);
  });
});
