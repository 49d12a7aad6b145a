// The response shapes the apps read, as Pact matchers: types and patterns, never exact values, so
// the gateway passes with whatever data its provider state made. Each mirrors a contract schema
// (libs/contract/src/schemas) field for field: api-client parses every answer with that schema.
import { MatchersV3 } from '@pact-foundation/pact';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/** An ISO instant as the gateway writes it (Date#toISOString). */
const isoInstant = () =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-25T12:00:00.000Z');

export const examples = { userId: 7, otherUserId: 8, playlistId: '6650a1b2c3d4e5f6a7b8c9d0' } as const;

export const userShape = {
  id: integer(examples.userId),
  username: string('ann_listener'),
  email: string('ann_listener@example.com'),
  bio: string(''),
  profilePictureUrl: string(''),
  usernameChanged: boolean(false),
  emailVerified: boolean(true),
  createdAt: isoInstant(),
};

export const publicUserShape = {
  id: integer(examples.otherUserId),
  username: string('bob_listener'),
  profilePictureUrl: string(''),
  bio: string(''),
  createdAt: isoInstant(),
};

const tallyShape = { fireVotes: integer(1), thumbsUpVotes: integer(0), trashVotes: integer(0) };

export const playlistShape = {
  id: string(examples.playlistId),
  title: string('Nebula Nights'),
  description: string('Late night synthwave'),
  platform: string('spotify'),
  playlistUrl: string('https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M'),
  albumArtUrls: like([]),
  tags: eachLike('synthwave'),
  durationMinutes: integer(0),
  trackCount: integer(0),
  ...tallyShape,
  submittedBy: integer(examples.userId),
  username: string('ann_listener'),
  createdAt: isoInstant(),
  embedUrl: string('https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M'),
};

export const voteResultShape = { userVote: regex('^(fire|thumbs_up|trash)$', 'fire'), ...tallyShape };

export const followResultShape = {
  isFollowing: boolean(true),
  followerCount: integer(1),
  followingCount: integer(0),
};

export const notificationShape = {
  id: string('6650a1b2c3d4e5f6a7b8c9d1'),
  userId: integer(examples.userId),
  type: string('new_playlist'),
  message: string('bob_listener posted a new playlist: Nebula Nights'),
  relatedPlaylistId: string(examples.playlistId),
  relatedUserId: integer(examples.otherUserId),
  isRead: boolean(false),
  createdAt: isoInstant(),
};

export const messageShape = { message: string('Done') };
