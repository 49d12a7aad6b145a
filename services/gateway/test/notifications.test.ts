// Notifications through the gateway over the real user, playlist and notification services
// (spec §2, §7): a post notifies each follower once, the live count moves at once over
// server-sent events, pages of 20, mark read by the recipient only, removal with the playlist or
// the account, and every refusal.
import {
  notificationTexts,
  serverMessages,
  UNREAD_COUNT_STREAM_PATH,
  validationMessages,
} from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import {
  aPlaylist,
  aUser,
  readSse,
  startGatewayStack,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

type Stack = GatewayStack<'user' | 'playlist' | 'notification'>;
let s: Stack;
let poster: TestUser;
let fan: TestUser;
let other: TestUser;
beforeAll(async () => {
  s = await startGatewayStack({ label: 'notifications', services: ['user', 'playlist', 'notification'] });
  [poster, fan, other] = await Promise.all([aUser(s), aUser(s), aUser(s)]);
  await s.api.post(`/api/users/${poster.id}/follow`).set('Cookie', fan.cookie).expect(200);
}, 120_000);
afterAll(() => s?.stop(), 30_000);

const post = async (who: TestUser, title: string): Promise<string> =>
  (await s.api.post('/api/playlists').set('Cookie', who.cookie).send(aPlaylist({ title })).expect(201)).body
    .id;
const list = (who: TestUser, query = '') => s.api.get(`/api/notifications${query}`).set('Cookie', who.cookie);
const unread = async (who: TestUser): Promise<number> =>
  (await s.api.get('/api/notifications/unread-count').set('Cookie', who.cookie).expect(200)).body.count;
const markRead = (who: TestUser, id: string) =>
  s.api.patch(`/api/notifications/${id}/read`).set('Cookie', who.cookie);

it('notifies the follower of a post, pushes the count live, and marks read for its recipient only', async () => {
  const live = await readSse<{ count: number }>(`${s.baseUrl}${UNREAD_COUNT_STREAM_PATH}`, fan.cookie);
  try {
    expect(live.status).toBe(200);
    expect(live.contentType).toMatch(/^text\/event-stream/);
    await live.next((m) => m.count === 0);

    const postedAt = Date.now();
    const playlistId = await post(poster, 'Solar Flares');
    const pushed = await live.next((m) => m.count === 1, 0, 5000);
    expect(pushed.at - postedAt).toBeLessThan(1000); // the badge moves within a second

    const page = (await list(fan).expect(200)).body;
    expect(page).toEqual({
      notifications: [
        {
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
          userId: fan.id,
          type: 'new_playlist',
          message: notificationTexts.newPlaylist(poster.username, 'Solar Flares'),
          relatedPlaylistId: playlistId,
          relatedUserId: poster.id,
          isRead: false,
          createdAt: expect.any(String),
        },
      ],
      hasMore: false,
      currentPage: 1,
    });
    expect(await unread(fan)).toBe(1);
    // The poster follows nobody who posted and the stranger follows nobody: nothing for them.
    expect((await list(poster).expect(200)).body.notifications).toEqual([]);
    expect(await unread(other)).toBe(0);

    const id = page.notifications[0].id as string;
    // Another user's id is unknown to them: 404, not 403, so ids leak nothing; nothing changes.
    expect((await markRead(other, id).expect(404)).body).toEqual({
      message: serverMessages.notificationNotFound,
    });
    expect((await markRead(fan, 'no-such-notification').expect(404)).body).toEqual({
      message: serverMessages.notificationNotFound,
    });
    expect(await unread(fan)).toBe(1);

    const from = live.received.length;
    expect((await markRead(fan, id).expect(200)).body).toMatchObject({ id, isRead: true });
    expect(await unread(fan)).toBe(0);
    await live.next((m) => m.count === 0, from);
    // Marking again is harmless.
    expect((await markRead(fan, id).expect(200)).body).toMatchObject({ id, isRead: true });
    expect((await list(fan).expect(200)).body.notifications[0]).toMatchObject({ id, isRead: true });
  } finally {
    live.close();
  }
});

it('pages by 20, newest first, with hasMore', async () => {
  const lister = await aUser(s);
  const prolific = await aUser(s);
  await s.api.post(`/api/users/${prolific.id}/follow`).set('Cookie', lister.cookie).expect(200);
  const ids: string[] = [];
  for (let i = 0; i < 23; i += 1) ids.push(await post(prolific, `Track ${i}`));
  await waitFor(async () => (await unread(lister)) === 23, { timeoutMs: 10_000, what: '23 notifications' });

  const first = (await list(lister).expect(200)).body;
  expect(first.notifications).toHaveLength(20);
  expect(first).toMatchObject({ hasMore: true, currentPage: 1 });
  const second = (await list(lister, '?page=2').expect(200)).body;
  expect(second.notifications).toHaveLength(3);
  expect(second).toMatchObject({ hasMore: false, currentPage: 2 });
  const shown = [...first.notifications, ...second.notifications].map(
    (n: { relatedPlaylistId: string }) => n.relatedPlaylistId,
  );
  expect(shown).toEqual([...ids].reverse());
  expect((await list(lister, '?page=3').expect(200)).body).toEqual({
    notifications: [],
    hasMore: false,
    currentPage: 3,
  });
  // The last page the wire's int32 carries is past the end; one more is refused (contract bound).
  expect((await list(lister, '?page=2147483647').expect(200)).body.notifications).toEqual([]);
  expect((await list(lister, '?page=2147483648').expect(400)).body.message).toBe(
    validationMessages.pageInvalid,
  );
});

it('refuses guests and bad input with clear errors', async () => {
  for (const call of [
    s.api.get('/api/notifications'),
    s.api.get('/api/notifications/unread-count'),
    s.api.patch('/api/notifications/x/read'),
    s.api.get(UNREAD_COUNT_STREAM_PATH),
  ]) {
    expect((await call.expect(401)).body).toEqual({ message: serverMessages.notAuthenticated });
  }
  expect((await list(fan, '?page=0').expect(400)).body).toMatchObject({
    message: validationMessages.pageInvalid,
  });
  expect((await list(fan, '?limit=abc').expect(400)).body.message).toBeTruthy();
});

it("removes a deleted playlist's notifications, and a deleted account's", async () => {
  const reader = await aUser(s);
  const author = await aUser(s);
  await s.api.post(`/api/users/${author.id}/follow`).set('Cookie', reader.cookie).expect(200);
  const kept = await post(author, 'Kept');
  const gone = await post(author, 'Gone');
  await waitFor(async () => (await unread(reader)) === 2, { timeoutMs: 10_000, what: 'two notifications' });

  await s.api.delete(`/api/playlists/${gone}`).set('Cookie', author.cookie).expect(200);
  await waitFor(async () => (await unread(reader)) === 1, { timeoutMs: 10_000, what: 'one removed' });
  expect(
    (await list(reader).expect(200)).body.notifications.map(
      (n: { relatedPlaylistId: string }) => n.relatedPlaylistId,
    ),
  ).toEqual([kept]);

  // The author's account goes: the notifications about their posts go with it.
  await unary(s.clients.user, s.clients.user.deleteAccount, { userId: author.id });
  await waitFor(async () => (await unread(reader)) === 0, { timeoutMs: 10_000, what: 'author removed' });
  expect((await list(reader).expect(200)).body.notifications).toEqual([]);

  // A recipient's account goes: what they received goes too.
  const leaving = await aUser(s);
  const star = await aUser(s);
  await s.api.post(`/api/users/${star.id}/follow`).set('Cookie', leaving.cookie).expect(200);
  await post(star, 'Farewell');
  await waitFor(async () => (await unread(leaving)) === 1, { timeoutMs: 10_000, what: 'notified' });
  await unary(s.clients.user, s.clients.user.deleteAccount, { userId: leaving.id });
  const { notification } = s.clients;
  await waitFor(
    async () => (await unary(notification, notification.getUnreadCount, { userId: leaving.id })).count === 0,
    { timeoutMs: 10_000, what: "the leaver's notifications removed" },
  );
  const page = await unary(notification, notification.listNotifications, {
    userId: leaving.id,
    page: 1,
    limit: 20,
  });
  expect(page.notifications).toEqual([]);
});
