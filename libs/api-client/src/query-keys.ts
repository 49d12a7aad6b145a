// Every query key of the client, so that every remote reads and invalidates the same cache
// entries. A key starts with the path of the route it caches; prefixes group what one change
// makes stale.
import { apiRoutes } from '@sonic-nexus/contract';

export interface FeedFilters {
  tag?: string;
  platform?: string;
}

/** The feed filters plus the search box's text (q, DESIGN §7). */
export interface PlaylistSearch extends FeedFilters {
  q?: string;
}

/** Prefix of every playlist, playlist list and per-playlist vote: votes and tag edits refresh it. */
const playlists = [apiRoutes.listPlaylists.path] as const;
const playlist = (id: string) => [...playlists, id] as const;
const feed = (filters: FeedFilters) =>
  [...playlists, 'feed', { tag: filters.tag ?? '', platform: filters.platform ?? '' }] as const;
const userVotes = [apiRoutes.getUserVotes.path] as const;
const fireVoted = [apiRoutes.listFireVoted.path] as const;

export const queryKeys = {
  currentUser: [apiRoutes.getCurrentUser.path] as const,
  playlists,
  playlist,
  /** Same prefix as the plain feed, so whatever refreshes the feed refreshes the search too. */
  feedSearch: (search: PlaylistSearch) => [...feed(search), search.q ?? ''] as const,
  topPlaylists: (limit: number) => [...playlists, 'top', limit] as const,
  userVote: (playlistId: string) => [...playlist(playlistId), 'user-vote'] as const,
  userVotes,
  userVotesOf: (joinedIds: string) => [...userVotes, joinedIds] as const,
  fireVoted,
  fireVotedPage: (page: number) => [...fireVoted, page] as const,
  submitter: (userId: number) => [apiRoutes.getUser.path, userId] as const,
  /** Under the playlists prefix: it lists playlists, so votes write into it and tag edits,
   *  deletions and submissions refresh it like any other list. */
  profile: (userId: number) => [...playlists, 'profile', userId] as const,
  stats: (userId: number) => [apiRoutes.getStats.path, userId] as const,
  mostPlayedArtist: (userId: number) => [apiRoutes.getMostPlaylistedArtist.path, userId] as const,
  followCounts: (userId: number) => [apiRoutes.getFollowCounts.path, userId] as const,
  followingStatus: (userId: number) => [apiRoutes.getFollowingStatus.path, userId] as const,
  preview: (url: string) => [apiRoutes.previewPlaylist.path, url] as const,
  resetToken: (token: string | null) => [apiRoutes.verifyResetToken.path, token] as const,
  unreadCount: [apiRoutes.getUnreadCount.path] as const,
  notifications: [apiRoutes.listNotifications.path] as const,
  followers: [apiRoutes.listFollowers.path] as const,
};
