// What the profile remote asks of /api: a profile with its playlists, statistics, the artist
// line, follow counts and status, following and unfollowing, followers, notifications, and the
// settings' writes (bio, username, picture removal, sign-out, account deletion). The picture
// upload sends multipart or a signed PUT, no JSON exchange: the gateway's own tests cover it.
import assert from 'node:assert/strict';
import { NOTIFICATIONS_PAGE_SIZE } from '@sonic-nexus/contract';
import { MatchersV3 } from '@pact-foundation/pact';
import { useChangeUsername, useDeleteAccount, useLogout } from '../account';
import { useCurrentUser } from '../current-user';
import { useFollow, useFollowCounts, useFollowingStatus } from '../follow-queries';
import { useFollowers } from '../follower-queries';
import { useMarkNotificationRead, useNotifications } from '../notification-queries';
import { useRemovePicture, useUpdateBio } from '../profile-mutations';
import { useMostPlayedArtist, useUserProfile, useUserStats } from '../profile-queries';
import { consumerPact, mountHook, onMockServer, queriedData } from './harness';
import {
  examples,
  followResultShape,
  messageShape,
  notificationShape,
  playlistShape,
  publicUserShape,
  userShape,
} from './shapes';

const { boolean, eachLike, fromProviderState, integer, nullValue, string } = MatchersV3;

const { userId, otherUserId } = examples;
const userPath = (tail: string) =>
  fromProviderState(`/api/users/\${userId}${tail}`, `/api/users/${userId}${tail}`);
const otherPath = (tail: string) =>
  fromProviderState(`/api/users/\${otherUserId}${tail}`, `/api/users/${otherUserId}${tail}`);
const notificationId = '6650a1b2c3d4e5f6a7b8c9d1';

export async function writeMfeProfilePact(dir: string): Promise<void> {
  const pact = consumerPact('sonic-nexus-mfe-profile', dir);
  const signedIn = () => pact.addInteraction().given('a signed-in verified user');

  await signedIn()
    .uponReceiving('the settings ask who is signed in')
    .withRequest('GET', '/api/user')
    .willRespondWith(200, (res) => res.jsonBody(userShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal((await queriedData(() => useCurrentUser()))?.id, userId);
      }),
    );

  await signedIn()
    .given('a playlist exists')
    .uponReceiving('a profile page asks for the user and their playlists')
    .withRequest('GET', userPath('/profile'))
    .willRespondWith(200, (res) =>
      res.jsonBody({ user: publicUserShape, playlists: eachLike(playlistShape) }),
    )
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const profile = await queriedData(() => useUserProfile(userId));
        assert.equal(profile.playlists.length, 1);
      }),
    );

  await signedIn()
    .uponReceiving('the account statistics')
    .withRequest('GET', userPath('/stats'))
    .willRespondWith(200, (res) =>
      res.jsonBody({
        playlistCount: integer(0),
        fireVotes: integer(0),
        thumbsUpVotes: integer(0),
        trashVotes: integer(0),
        followerCount: integer(0),
        followingCount: integer(0),
      }),
    )
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal((await queriedData(() => useUserStats(userId))).playlistCount, 0);
      }),
    );

  await signedIn()
    .uponReceiving('the most playlisted artist of a user without playlists')
    .withRequest('GET', userPath('/most-playlisted-artist'))
    .willRespondWith(200, (res) => res.jsonBody({ artist: nullValue() }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal(await queriedData(() => useMostPlayedArtist(userId)), null);
      }),
    );

  await signedIn()
    .given('another user exists')
    .uponReceiving("someone else's follow counts")
    .withRequest('GET', otherPath('/follow-counts'))
    .willRespondWith(200, (res) => res.jsonBody({ followerCount: integer(0), followingCount: integer(0) }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const counts = await queriedData(() => useFollowCounts(otherUserId));
        assert.equal(counts.followerCount, 0);
      }),
    );

  await signedIn()
    .given('the user follows another user')
    .uponReceiving('whether the user follows someone')
    .withRequest('GET', otherPath('/following-status'))
    .willRespondWith(200, (res) => res.jsonBody({ isFollowing: boolean(true) }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal(await queriedData(() => useFollowingStatus(otherUserId, true)), true);
      }),
    );

  await signedIn()
    .given('another user exists')
    .uponReceiving('the user follows someone')
    .withRequest('POST', otherPath('/follow'))
    .willRespondWith(200, (res) => res.jsonBody(followResultShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal((await mountHook(() => useFollow(otherUserId)).mutateAsync(true)).isFollowing, true);
      }),
    );

  await signedIn()
    .given('the user follows another user')
    .uponReceiving('the user unfollows someone')
    .withRequest('DELETE', otherPath('/follow'))
    .willRespondWith(200, (res) => res.jsonBody({ ...followResultShape, isFollowing: boolean(false) }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal((await mountHook(() => useFollow(otherUserId)).mutateAsync(false)).isFollowing, false);
      }),
    );

  await signedIn()
    .given('another user follows the user')
    .uponReceiving("the user's followers")
    .withRequest('GET', '/api/followers')
    .willRespondWith(200, (res) => res.jsonBody(eachLike(publicUserShape)))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal((await queriedData(() => useFollowers(true)))[0]?.id, otherUserId);
      }),
    );

  await signedIn()
    .given('the user has an unread notification')
    .uponReceiving('the first page of notifications')
    .withRequest('GET', '/api/notifications', (req) =>
      req.query({ page: '1', limit: String(NOTIFICATIONS_PAGE_SIZE) }),
    )
    .willRespondWith(200, (res) =>
      res.jsonBody({
        notifications: eachLike(notificationShape),
        hasMore: boolean(false),
        currentPage: integer(1),
      }),
    )
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const pages = await queriedData(() => useNotifications(true));
        assert.equal(pages.pages[0]?.notifications[0]?.isRead, false);
      }),
    );

  await signedIn()
    .given('the user has an unread notification')
    .uponReceiving('a notification marked read')
    .withRequest(
      'PATCH',
      fromProviderState(
        '/api/notifications/${notificationId}/read',
        `/api/notifications/${notificationId}/read`,
      ),
    )
    .willRespondWith(200, (res) => res.jsonBody({ ...notificationShape, isRead: boolean(true) }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const read = await mountHook(() => useMarkNotificationRead()).mutateAsync(notificationId);
        assert.equal(read.isRead, true);
      }),
    );

  await signedIn()
    .uponReceiving('the user saves a bio')
    .withRequest('PATCH', '/api/users/bio', (req) => req.jsonBody({ bio: 'Synthwave at night' }))
    .willRespondWith(200, (res) => res.jsonBody({ ...userShape, bio: string('Synthwave at night') }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const user = await mountHook(() => useUpdateBio()).mutateAsync('Synthwave at night');
        assert.equal(user.bio, 'Synthwave at night');
      }),
    );

  await signedIn()
    .uponReceiving('the user changes their username')
    .withRequest('POST', '/api/user/change-username', (req) =>
      req.jsonBody({ newUsername: fromProviderState('${newUsername}', 'ann_renamed') }),
    )
    .willRespondWith(200, (res) => res.jsonBody({ ...userShape, usernameChanged: boolean(true) }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const user = await mountHook(() => useChangeUsername()).mutateAsync('ann_renamed');
        assert.equal(user.usernameChanged, true);
      }),
    );

  await signedIn()
    .uponReceiving('the user removes their picture')
    .withRequest('PATCH', '/api/users/profile-picture', (req) => req.jsonBody({ profilePictureURL: '' }))
    .willRespondWith(200, (res) => res.jsonBody(userShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal((await mountHook(() => useRemovePicture()).mutateAsync()).profilePictureUrl, '');
      }),
    );

  await signedIn()
    .uponReceiving('the user signs out')
    .withRequest('POST', '/api/logout')
    .willRespondWith(200, (res) => res.jsonBody(messageShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal(typeof (await mountHook(() => useLogout()).mutateAsync()).message, 'string');
      }),
    );

  await signedIn()
    .uponReceiving('the user deletes their account')
    .withRequest('DELETE', '/api/users/account')
    .willRespondWith(200, (res) => res.jsonBody(messageShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal(typeof (await mountHook(() => useDeleteAccount()).mutateAsync()).message, 'string');
      }),
    );
}
